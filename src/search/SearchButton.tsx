import { useEffect } from "react";
import { Search } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { iconButtonStyles } from "../ui/iconButton.ts";
import { invokerCommand } from "../ui/invokerCommand.ts";
import { searchDialogId } from "./searchPopup.ts";
import { reachForSearch } from "./searchPopupCode.ts";
import { useLanguage, useWords } from "../words/words.ts";

/**
 * The header's search control: a button that opens the search popup (SideElements) by the browser's
 * own invoker command, from the first paint. The popup's code comes as the visitor reaches for it, or
 * at once when the popup was opened before React had the page.
 */
export function SearchButton() {
  const words = useWords();
  const language = useLanguage();
  const reachFor = () => reachForSearch(language);
  useEffect(() => {
    if (document.querySelector<HTMLDialogElement>(`#${searchDialogId}`)?.open) reachForSearch(language);
  }, [language]);
  return (
    <button
      type="button"
      css={iconButtonStyles}
      aria-label={words.search.open}
      aria-haspopup="dialog"
      {...invokerCommand("show-modal", searchDialogId)}
      onPointerEnter={reachFor}
      onPointerDown={reachFor}
      onFocus={reachFor}
    >
      <SvgIcon icon={Search} size={20} />
    </button>
  );
}
