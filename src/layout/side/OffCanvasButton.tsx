import { LayoutGrid } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { LazyDialogButton, lazyDialog } from "../../ui/LazyDialogButton.tsx";

// Where the panel's code cannot be fetched, the contact page has the same details.
const offCanvasPanel = lazyDialog(() => import("./OffCanvasPanel.tsx").then((module) => module.OffCanvasPanel), "/contact");

/** The header's button for the off-canvas menu, with the company's contact details and social links. */
export function OffCanvasButton() {
  return (
    <LazyDialogButton label="Contact details and social links" dialog={offCanvasPanel}>
      <SvgIcon icon={LayoutGrid} size={22} />
    </LazyDialogButton>
  );
}
