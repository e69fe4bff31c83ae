/** A command-line date: a day like 2026-01-01 (from midnight UTC) or a timestamp (UTC when it has no offset). */
const datePattern = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The moment `text` names, or undefined when it names none (2026-02-30 included). */
export function parseDateOption(text: string): Date | undefined {
  const [, day, time, , , offset] = datePattern.exec(text) ?? [];
  // Without an offset JavaScript reads a timestamp as local time; stored times are UTC, so this is too.
  const date = new Date(time && !offset ? text + "Z" : text);
  return day && isRealDay(day) && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** Date rolls a day that does not exist over (2026-02-30 becomes 2026-03-02), so the day must survive a round trip. */
function isRealDay(day: string): boolean {
  const date = new Date(day);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}
