/**
 * What the editor says as it opens an Arabic twin just created ("Created the Arabic twin of /careers
 * …"): the English page's editor hands it over in the history entry's state as it opens the twin, so a
 * reload still says it and Back to another screen does not (as the page list's deleted notice).
 */

interface TwinCreatedState {
  studioTwinOf: string;
}

/** `route`: the English page's address. */
export const twinCreatedState = (route: string): TwinCreatedState => ({ studioTwinOf: route });

/** The sentence for a history entry's state, or undefined when no twin was just created. */
export function twinCreatedMessage(state: unknown): string | undefined {
  const route = (state as Partial<TwinCreatedState> | null | undefined)?.studioTwinOf;
  if (typeof route !== "string") return undefined;
  return `Created the Arabic twin of ${route} from its English page. Each field shows the English words it translates; write the Arabic in the fields marked “Not translated yet”, then save.`;
}
