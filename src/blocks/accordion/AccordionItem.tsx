import type { KeyboardEvent, Ref } from "react";
import { ChevronDown } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import type { AccordionItem as ItemData } from "../../generated/page.ts";
import { itemStyles, panelStyles, triggerStyles } from "./accordionStyles.ts";

type Props = {
  item: ItemData;
  /** Prefix for the button's and panel's ids, unique on the page. */
  idBase: string;
  open: boolean;
  headingLevel: "h2" | "h3";
  buttonRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/**
 * One question and its answer. The answer is always in the HTML (closed ones are `hidden`), so the page
 * source and search engines carry every answer; blank lines in the answer start new paragraphs.
 */
export function AccordionItem({ item, idBase, open, headingLevel: Heading, buttonRef, onToggle, onKeyDown }: Props) {
  const buttonId = `${idBase}-button`;
  const panelId = `${idBase}-panel`;
  return (
    <div css={itemStyles}>
      <Heading css={{ margin: 0, fontSize: "inherit" }}>
        <button
          css={triggerStyles}
          ref={buttonRef}
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          onKeyDown={onKeyDown}
        >
          <span>{item.title}</span>
          <SvgIcon icon={ChevronDown} size={20} />
        </button>
      </Heading>
      <div css={panelStyles} role="region" id={panelId} aria-labelledby={buttonId} hidden={!open}>
        {item.content.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
