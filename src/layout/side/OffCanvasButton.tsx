import { useId } from "react";
import { LayoutGrid } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { invokerCommand } from "../../ui/invokerCommand.ts";
import { OffCanvasPanel } from "./OffCanvasPanel.tsx";
import { useWords } from "../../words/words.ts";

/**
 * The header's button for the off-canvas panel, with the company's contact details and social links:
 * it opens the panel by the browser's own invoker command, from the first paint.
 */
export function OffCanvasButton() {
  const panelId = useId();
  const words = useWords();
  return (
    <>
      <button type="button" css={iconButtonStyles} aria-label={words.header.contactPanel} aria-haspopup="dialog" {...invokerCommand("show-modal", panelId)}>
        <SvgIcon icon={LayoutGrid} size={22} />
      </button>
      <OffCanvasPanel id={panelId} />
    </>
  );
}
