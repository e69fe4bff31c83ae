/** The id of the popup's status line, which describes its keyword field. */
export const searchStatusId = "search-dialog-status";

/**
 * The search popup's status line (how many pages match, nothing matches, loading), read out as it
 * changes. Empty in the prerendered popup: LiveSearch fills it in once the visitor types.
 */
export function SearchStatus({ message = "" }: { message?: string }) {
  return (
    <p id={searchStatusId} className="search-dialog-status" role="status">
      {message}
    </p>
  );
}
