import { useId } from "react";
import type { BlockProps } from "../types.ts";
import { HeadedSection } from "../shared/HeadedSection.tsx";
import { AccordionItem } from "./AccordionItem.tsx";
import { itemListStyles } from "./accordionStyles.ts";
import { useAccordion } from "./useAccordion.ts";

/** Questions that open one at a time: opening one closes the other, clicking the open one closes it. */
export function Accordion({ id, heading, intro, openFirst = true, variant = "plain", items }: BlockProps<"accordion">) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const { openIndex, toggle, moveFocus, buttonRef } = useAccordion(items.length, openFirst);
  // A box that scrolls must be reachable by keyboard so its text can be scrolled; it is named after the section.
  const scrollable = variant === "scrollBox" ? { tabIndex: 0, role: "group", "aria-labelledby": heading ? headingId : undefined } : {};

  return (
    <HeadedSection id={id} heading={heading} intro={intro} headingId={headingId}>
      <div css={(theme) => itemListStyles(theme, variant)} {...scrollable}>
        {items.map((item, index) => (
          <AccordionItem
            key={index}
            item={item}
            idBase={`${baseId}-${index}`}
            open={openIndex === index}
            headingLevel={heading ? "h3" : "h2"}
            buttonRef={buttonRef(index)}
            onToggle={() => toggle(index)}
            onKeyDown={(event) => moveFocus(event, index)}
          />
        ))}
      </div>
    </HeadedSection>
  );
}
