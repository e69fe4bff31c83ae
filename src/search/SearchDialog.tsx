import { useEffect, useRef, useState, type FormEvent } from "react";
import { X } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { Link, useLocation } from "wouter";
import { ResultList, countText, noMatchText } from "./ResultList.tsx";
import { useSearch } from "./useSearch.ts";
import { dialogStyles } from "./searchStyles.ts";
import { useModalDialog } from "../ui/useModalDialog.ts";

/**
 * The keyword search popup: a modal <dialog> (see useModalDialog), open while mounted, holding a real
 * search form, so Enter without JavaScript's help still reaches /search.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useModalDialog(true, onClose);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [, navigate] = useLocation();
  const { status, searched, results, searchNow } = useSearch(query);

  // The field takes focus, not the close button the browser picks on opening. This effect runs after
  // the dialog's own (declared first), so the dialog is open; React's autoFocus would run too early.
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const best = searchNow(query);
    // Before the index arrives the form goes to /search as it would without JavaScript.
    if (!best) return;
    event.preventDefault();
    const [first] = best;
    if (!first) return;
    onClose();
    navigate(first.route);
  };

  const typed = query.trim();
  const settled = status === "ready" && searched === query;
  const message =
    status === "failed"
      ? "Search is not available right now. Press Enter to search on a separate page."
      : typed === ""
        ? ""
        : status === "loading"
          ? "Loading…"
          : settled
            ? results.length === 0
              ? noMatchText(typed)
              : countText(results.length)
            : "";

  return (
    <dialog
      css={dialogStyles}
      aria-labelledby="search-dialog-title"
      {...dialog}
      onKeyDown={(event) => {
        // In a search field Chromium's first Escape only clears the text: one press closes the popup.
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        } else dialog.onKeyDown(event);
      }}
    >
      <div className="search-dialog-body">
        <div className="search-dialog-head">
          <h2 id="search-dialog-title">Search the site</h2>
          <button type="button" className="search-dialog-close" aria-label="Close search" onClick={onClose}>
            <SvgIcon icon={X} size={20} />
          </button>
        </div>
        <form role="search" action="/search" method="get" onSubmit={submit}>
          <label htmlFor="search-dialog-input">Keywords</label>
          <input
            id="search-dialog-input"
            type="search"
            name="s"
            autoComplete="off"
            ref={input}
            maxLength={200}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="search-dialog-status"
          />
        </form>
        <p id="search-dialog-status" className="search-dialog-status" role="status">
          {message}
        </p>
        {settled && results.length > 0 && typed !== "" && (
          <ResultList
            results={results}
            renderLink={(href, children) => (
              <Link href={href} onClick={onClose}>
                {children}
              </Link>
            )}
          />
        )}
      </div>
    </dialog>
  );
}
