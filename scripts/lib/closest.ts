/**
 * The option nearest to a word an editor typed, for a "did you mean …?" hint: by edit distance
 * (letters added, dropped or changed, letter case ignored), and only when it is close enough to be
 * the likely intent: "headng" finds "heading", "/contct" finds "/contact", "xyz" finds nothing.
 * Used for property names, block types and the site's addresses alike.
 */
export function closest(word: string, options: readonly string[]): string | undefined {
  const best = options.map((option) => ({ option, score: editDistance(word, option) })).sort((a, b) => a.score - b.score)[0];
  return best && best.score <= Math.max(2, Math.floor(word.length / 3)) ? best.option : undefined;
}

/** Levenshtein distance, ignoring letter case, in one row of memory. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
