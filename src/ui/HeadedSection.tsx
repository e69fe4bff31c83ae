import { useId, type ComponentProps, type ReactNode } from "react";
import { Container, Section } from "./primitives.ts";
import { SectionHeader } from "./SectionHeader.tsx";

type Props = Omit<ComponentProps<typeof Section>, "children"> & {
  heading?: string;
  intro?: string;
  /** The heading's id, for a block that also labels something inside by it (otherwise one is made). */
  headingId?: string;
  children: ReactNode;
};

/**
 * A block's section with its heading and intro centred above the content. With a heading, the section
 * is a region named by it, so screen reader users can jump to it by name.
 */
export function HeadedSection({ heading, intro, headingId, children, ...section }: Props) {
  const ownId = useId();
  const labelId = headingId ?? ownId;
  return (
    <Section aria-labelledby={heading ? labelId : undefined} {...section}>
      <Container>
        <SectionHeader heading={heading} intro={intro} id={labelId} />
        {children}
      </Container>
    </Section>
  );
}
