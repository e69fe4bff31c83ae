import { useId } from "react";
import type { BlockProps } from "../types.ts";
import { HeadedSection } from "../shared/HeadedSection.tsx";
import { AccordionItem } from "./AccordionItem.tsx";
import { itemListStyles } from "./accordionStyles.ts";

/**
 * Questions that open one at a time, as the browser's own exclusive accordion: every item is a
 * `<details>` of one `name`, so opening one closes the other and the open one closes when its question
 * is pressed again. No script: the questions work from the first paint, by mouse, touch and keyboard
 * (Tab, Enter, Space), and the block stays as prerendered HTML on the page a visitor arrives on.
 */
export function Accordion({ id, heading, intro, openFirst = true, variant = "plain", items }: BlockProps<"accordion">) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  // A box that scrolls must be reachable by keyboard so its text can be scrolled; it is named after the section.
  const scrollable = variant === "scrollBox" ? { tabIndex: 0, role: "group", "aria-labelledby": heading ? headingId : undefined } : {};

  return (
    <HeadedSection id={id} heading={heading} intro={intro} headingId={headingId}>
      <div css={(theme) => itemListStyles(theme, variant)} {...scrollable}>
        {items.map((item, index) => (
          <AccordionItem key={index} item={item} group={`${baseId}-questions`} open={openFirst && index === 0} headingLevel={heading ? "h3" : "h2"} />
        ))}
      </div>
    </HeadedSection>
  );
}
