import { LayoutGrid } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { invokerCommand } from "../../ui/invokerCommand.ts";
import { contactPanelId } from "./contactPanel.ts";
import { useWords } from "../../words/words.ts";

/**
 * The header's button for the off-canvas panel, with the company's contact details and social links:
 * it opens the panel (SideElements) by the browser's own invoker command, from the first paint.
 */
export function OffCanvasButton() {
  const words = useWords();
  return (
    <button type="button" css={iconButtonStyles} aria-label={words.header.contactPanel} aria-haspopup="dialog" {...invokerCommand("show-modal", contactPanelId)}>
      <SvgIcon icon={LayoutGrid} size={22} />
    </button>
  );
}
