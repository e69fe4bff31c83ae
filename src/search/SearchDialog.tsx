import { useEffect, useRef, useState, type FormEvent } from "react";
import styled from "@emotion/styled";
import { X } from "lucide-react";
import { Link, useLocation } from "wouter";
import { ResultList, countText, noMatchText } from "./ResultList.tsx";
import { useSearch } from "./useSearch.ts";
import { dialogStyles } from "./searchStyles.ts";

const Dialog = styled.dialog(dialogStyles);

/**
 * The keyword search popup: a modal <dialog> (the browser keeps focus inside it and makes the page
 * behind inert) holding a real search form, so Enter without JavaScript's help still reaches /search.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [, navigate] = useLocation();
  const { status, searched, results, searchNow } = useSearch(query);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has no showModal; the open attribute is the same dialog without the inert page behind.
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
    // The field, not the first button: React's autoFocus would run before the dialog is open.
    input.current?.focus();
    return () => {
      if (element.open && typeof element.close === "function") element.close();
    };
  }, []);

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
    <Dialog
      ref={dialog}
      aria-labelledby="search-dialog-title"
      // Escape: the browser fires "cancel"; closing through React keeps the button's state right.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-dialog-body">
        <div className="search-dialog-head">
          <h2 id="search-dialog-title">Search the site</h2>
          <button type="button" className="search-dialog-close" aria-label="Close search" onClick={onClose}>
            <X size={20} aria-hidden="true" focusable="false" />
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
    </Dialog>
  );
}
