/**
 * What the page list says after a page was deleted ("Deleted /careers; visitors are sent to /contact."):
 * the editor hands it over in the history entry's state as it goes back to the list, so a reload of
 * the list still says it and Back to another screen does not.
 */
import type { StudioDeleted } from "../studioApi.ts";

interface DeletedState {
  studioDeleted: Pick<StudioDeleted, "route" | "redirectTo">;
}

export const deletedState = ({ route, redirectTo }: StudioDeleted): DeletedState => ({ studioDeleted: { route, redirectTo } });

/** The sentence for a history entry's state, or undefined when no page was just deleted. */
export function deletedMessage(state: unknown): string | undefined {
  const deleted = (state as Partial<DeletedState> | null | undefined)?.studioDeleted;
  if (!deleted || typeof deleted.route !== "string") return undefined;
  return deleted.redirectTo ? `Deleted ${deleted.route}; visitors are sent to ${deleted.redirectTo}.` : `Deleted ${deleted.route}; visitors who come to it get the “page not found” page.`;
}
