import { useId } from "react";
import { Search } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { iconButtonStyles } from "../ui/iconButton.ts";
import { invokerCommand } from "../ui/invokerCommand.ts";
import { SearchDialog } from "./SearchDialog.tsx";
import { useWords } from "../words/words.ts";

/** The header's search control: a button that opens the search popup by the browser's own invoker command, from the first paint. */
export function SearchButton() {
  const dialogId = useId();
  const words = useWords();
  return (
    <>
      <button type="button" css={iconButtonStyles} aria-label={words.search.open} aria-haspopup="dialog" {...invokerCommand("show-modal", dialogId)}>
        <SvgIcon icon={Search} size={20} />
      </button>
      <SearchDialog id={dialogId} />
    </>
  );
}
