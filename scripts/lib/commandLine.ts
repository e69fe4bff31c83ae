/** What the commands (npm run enquiries, npm run staff) share about reading their arguments. */

/** A mistake in the command's arguments: its message is the one sentence the person sees, then "(see --help)". */
export class UsageError extends Error {}

/** parseArgs's refusal as a UsageError: Node's messages go on with advice that does not apply here. */
export function asUsageError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && code.startsWith("ERR_PARSE_ARGS") ? new UsageError((error as Error).message.split(". ")[0]!.replace(/\.$/, "")) : error;
}
