/** "1 problem", "3 problems": a count with its noun, for the messages editors read. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
