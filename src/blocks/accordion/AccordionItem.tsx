import { ChevronDown } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import type { AccordionItem as ItemData } from "../../generated/page.ts";
import { itemStyles, panelStyles, questionStyles } from "./accordionStyles.ts";

type Props = {
  item: ItemData;
  /** The `name` the block's items share, unique on the page: the browser keeps one of them open. */
  group: string;
  /** Open when the page is drawn. */
  open: boolean;
  headingLevel: "h2" | "h3";
};

/**
 * One question and its answer. The answer is always in the HTML, so the page source, search engines
 * and the browser's find-in-page (which opens the item it finds text in) carry every answer; blank
 * lines in the answer start new paragraphs. The question stays a heading inside its <summary>, which
 * HTML allows, for the screen readers that list it among the page's headings.
 */
export function AccordionItem({ item, group, open, headingLevel: Heading }: Props) {
  return (
    <details css={itemStyles} name={group} open={open}>
      <summary css={questionStyles}>
        <Heading>{item.title}</Heading>
        <SvgIcon icon={ChevronDown} size={20} />
      </summary>
      <div css={panelStyles}>
        {item.content.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
