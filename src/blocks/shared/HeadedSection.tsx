import { useId, type ReactNode } from "react";
import type { SectionBackground } from "../../generated/page.ts";
import { containerStyles, sectionStyles } from "../../ui/layoutStyles.ts";
import { sectionBackgroundStyles } from "./sectionBackground.ts";
import { SectionHeader } from "./SectionHeader.tsx";

type Props = {
  id?: string;
  heading?: string;
  intro?: string;
  /** The heading's id, for a block that also labels something inside by it (otherwise one is made). */
  headingId?: string;
  background?: SectionBackground;
  children: ReactNode;
};

/**
 * A block's section with its heading and intro centred above the content. With a heading, the section
 * is a region named by it, so screen reader users can jump to it by name.
 */
export function HeadedSection({ id, heading, intro, headingId, background, children }: Props) {
  const ownId = useId();
  const labelId = headingId ?? ownId;
  return (
    <section id={id} aria-labelledby={heading ? labelId : undefined} css={[sectionStyles, sectionBackgroundStyles(background)]}>
      <div css={containerStyles}>
        <SectionHeader heading={heading} intro={intro} id={labelId} />
        {children}
      </div>
    </section>
  );
}
