import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from "react";
import { X } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { iconButtonStyles } from "../ui/iconButton.ts";
import { invokerCommand } from "../ui/invokerCommand.ts";
import { dialogStyles } from "./searchDialogStyles.ts";
import { SearchStatus, searchStatusId } from "./SearchStatus.tsx";
import type { LiveSearchHandle, LiveSearchProps } from "./LiveSearch.tsx";
import { useLanguage } from "../words/words.ts";
import { useBlockWords } from "../words/blockWords.ts";
import { searchAddressIn } from "./searchPage.ts";
import { liveSearchCode, searchDialogId } from "./searchPopup.ts";

/** Said when the live search's code or the index cannot be fetched: the form still works without them. */
function SearchUnavailable() {
  return <SearchStatus message={useBlockWords().search.unavailable} />;
}

// Where the live search's code cannot be fetched, the form still searches on the /search page.
const LiveSearch = lazy<ComponentType<LiveSearchProps>>(() =>
  liveSearchCode.load().then(
    (component) => ({ default: component }),
    () => ({ default: SearchUnavailable }),
  ),
);

/**
 * The keyword search popup, in every page's HTML: a modal <dialog> that the header's Search button
 * opens and its close button closes by the browser's own invoker commands, Escape or a click beside it
 * closes too (`closedby`), and whose field takes the focus as it opens (`autofocus`). It holds a real
 * GET form to /search, so a search typed before React has the popup (searchPopup.ts), or without
 * JavaScript, is a normal load of the /search page. React adds results as the visitor types
 * (LiveSearch, drawn once the popup is open), Enter opening the best match without a reload, and one
 * Escape press closing it from a filled field; Tab stays inside it (ui/keepTabInDialogs.ts).
 */
export function SearchDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const live = useRef<LiveSearchHandle>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const words = useBlockWords().search;
  const language = useLanguage();
  const close = () => dialog.current?.close();

  // Opened before React had the page: go on with what the visitor has typed meanwhile.
  useEffect(() => {
    if (!dialog.current?.open) return;
    setOpen(true);
    setQuery(field.current?.value ?? "");
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const [first] = live.current?.rank(query) ?? [];
    // Its link, followed as any link of the site is; before the index and its list arrive the form
    // goes to /search, as it does without JavaScript.
    const link = first && [...(dialog.current?.querySelectorAll("a") ?? [])].find((anchor) => anchor.getAttribute("href") === first.route);
    if (!link) return;
    event.preventDefault();
    close();
    link.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // In a search field Chromium's first Escape only clears the text: one press closes the popup.
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  };

  return (
    <dialog
      ref={dialog}
      id={searchDialogId}
      css={dialogStyles}
      aria-labelledby="search-dialog-title"
      closedby="any"
      // Focus comes in as the popup opens: the live search starts then, and stops when it closes.
      onFocus={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <div className="search-dialog-body">
        <div className="search-dialog-head">
          <h2 id="search-dialog-title">{words.dialogTitle}</h2>
          <button type="button" css={iconButtonStyles} aria-label={words.close} {...invokerCommand("close", searchDialogId)}>
            <SvgIcon icon={X} size={20} />
          </button>
        </div>
        <form role="search" action={searchAddressIn(language)} method="get" onSubmit={submit}>
          <label htmlFor="search-dialog-input">{words.keywords}</label>
          <input
            ref={field}
            id="search-dialog-input"
            type="search"
            name="s"
            autoComplete="off"
            autoFocus
            maxLength={200}
            aria-describedby={searchStatusId}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        {open ? (
          <Suspense fallback={<SearchStatus />}>
            <LiveSearch ref={live} query={query} onFollow={close} />
          </Suspense>
        ) : (
          <SearchStatus />
        )}
      </div>
    </dialog>
  );
}
