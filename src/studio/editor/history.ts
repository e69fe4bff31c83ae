/**
 * Undo and redo for one open file. Each change is a step, except that changes to the same field in
 * quick succession (typing a heading) make one step, as in any text editor: one undo takes back the
 * word or sentence, not a single letter.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field and time of the last change, to merge typing into one step. */
  last?: { field: string; at: number };
}

/** How long a pause in typing ends a step. */
export const TYPING_PAUSE_MS = 1000;
/** Steps kept: a long session must not hold every keystroke's page in memory. */
const MAX_STEPS = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** `field` names what changed ("/blocks/2/heading"); null for a change that is always a step of its own. */
export function record<T>(history: History<T>, next: T, field: string | null, now = Date.now()): History<T> {
  if (next === history.present) return history;
  const continues = field !== null && history.last?.field === field && now - history.last.at < TYPING_PAUSE_MS;
  const past = continues ? history.past : [...history.past, history.present].slice(-MAX_STEPS);
  return { past, present: next, future: [], last: field === null ? undefined : { field, at: now } };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
