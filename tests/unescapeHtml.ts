/** HTML's escapes of the five characters that need them, back to the characters (&amp; last, so "&amp;lt;" stays "&lt;"). */
export const unescapeHtml = (html: string) =>
  html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#0*39;|&#x0*27;/gi, "'").replace(/&amp;/g, "&");
