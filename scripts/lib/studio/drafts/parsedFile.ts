/**
 * A studio file's text as the words of a change read it (changeInWords, changesInDetail): its JSON
 * value, or the text itself when it does not parse ("the whole file"), or undefined when there is none.
 */
export function parsedFile(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
