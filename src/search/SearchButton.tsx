import { Search } from "lucide";
import { SvgIcon } from "../ui/SvgIcon.tsx";
import { LazyDialogButton, lazyDialog } from "../ui/LazyDialogButton.tsx";

// Where the popup's code cannot be fetched, the /search page works without it.
const searchDialog = lazyDialog(() => import("./SearchDialog.tsx").then((module) => module.SearchDialog), "/search");

/** The header's search control: opens the keyword search popup. */
export function SearchButton() {
  return (
    <LazyDialogButton label="Search" dialog={searchDialog}>
      <SvgIcon icon={Search} size={20} />
    </LazyDialogButton>
  );
}
