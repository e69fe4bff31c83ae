/**
 * Text from outside (what visitors typed, a browser's User-Agent, a provider's name) as the commands
 * print it to a terminal: a control character (an ANSI escape sequence, say) could rewrite what staff
 * see, so each is shown as U+FFFD instead. `lineBreaks` keeps a text's own line breaks (an enquiry's
 * message), as "\n" whichever way it was typed; in a table's cell they are control characters too.
 */
export function printable(text: string, { lineBreaks = false } = {}): string {
  return lineBreaks ? text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "\uFFFD") : text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
}
