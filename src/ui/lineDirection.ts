/**
 * Moves and turns that follow the direction of the line, as logical properties do for boxes: one
 * stylesheet serves English (left to right) and Arabic (right to left). `--line-sign` is 1, or -1
 * under `dir="rtl"` (GlobalStyles).
 */

/** A move along the line: `length` towards its end (rightwards in English, leftwards in Arabic). */
export const alongTheLine = (length: string) => `translateX(calc(${length} * var(--line-sign)))`;

/** An icon that points along the line (an arrow, a chevron): drawn for English, turned round in Arabic. */
export const pointsAlongTheLine = { scale: "var(--line-sign) 1" } as const;

/** The rules that set `--line-sign`, for the document's global styles. */
export const lineSignCss = `:root { --line-sign: 1; } [dir="rtl"] { --line-sign: -1; }`;
