import styled from "@emotion/styled";
import { useEffect, useState, type RefObject } from "react";

const Button = styled.button(({ theme }) => ({
  minHeight: 36,
  padding: `${theme.space[1]}px ${theme.space[4]}px`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.background,
  color: theme.colors.text,
  font: "inherit",
  fontSize: theme.fontSizes[1],
  fontWeight: theme.fontWeights.semibold,
  cursor: "pointer",
  "&:hover": { borderColor: theme.colors.primary, color: theme.colors.primary },
  "&:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

type Outcome = "idle" | "copied" | "selected";
const messages: Record<Outcome, string> = { idle: "", copied: "Copied", selected: "Selected: press Ctrl+C (⌘C on a Mac) to copy" };

/**
 * Copies `text` to the clipboard. Where the browser refuses (the dev server opened from another
 * machine is not a secure context), it selects the code instead so one keystroke copies it.
 */
export function CopyButton({ text, label, target }: { text: string; label: string; target: RefObject<HTMLElement | null> }) {
  const [outcome, setOutcome] = useState<Outcome>("idle");

  useEffect(() => {
    if (outcome === "idle") return;
    const timer = setTimeout(() => setOutcome("idle"), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
    } catch {
      const range = document.createRange();
      if (target.current) range.selectNodeContents(target.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setOutcome("selected");
    }
  };

  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
      <span role="status" css={(theme) => ({ fontSize: theme.fontSizes[1], color: theme.colors.muted })}>
        {messages[outcome]}
      </span>
      <Button type="button" onClick={copy} aria-label={label}>
        Copy JSON
      </Button>
    </span>
  );
}
