import { useRef, useState, type KeyboardEvent } from "react";

/**
 * Which item is open (at most one) and the keyboard moves between the questions, as the WAI-ARIA
 * accordion pattern describes: Arrow Down/Up go to the next/previous question (wrapping round),
 * Home/End to the first/last. Enter and Space are the buttons' own.
 */
export function useAccordion(count: number, openFirst: boolean) {
  const [openIndex, setOpenIndex] = useState<number | null>(openFirst ? 0 : null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) => setOpenIndex((current) => (current === index ? null : index));

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = { ArrowDown: index + 1, ArrowUp: index - 1 + count, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target % count]?.focus();
  };

  const buttonRef = (index: number) => (element: HTMLButtonElement | null) => {
    buttons.current[index] = element;
  };

  return { openIndex, toggle, moveFocus, buttonRef };
}
