import type { Theme } from "@emotion/react";
import { ArrowRight } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { alongTheLine, pointsAlongTheLine } from "../../ui/lineDirection.ts";
import type { CardLink } from "../../generated/page.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { VisuallyHidden } from "../../ui/VisuallyHidden.tsx";

// The call to action covers the whole card (its ::after is stretched over it), so the card is one big
// target while the link keeps its own short visible label. The card's title follows it, hidden from
// sight, so the link says where it leads on its own ("Learn More – Web Development"), for screen readers
// listing links and for search engines, which ignore links named only "Learn More".
const linkStyles = (theme: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space[2],
  marginTop: "auto",
  paddingTop: theme.space[4],
  fontWeight: theme.fontWeights.semibold,
  color: "var(--tone)",
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute" as const, inset: 0, borderRadius: theme.radii.md },
  "&:focus-visible": { outline: "none" },
  "&:focus-visible::after": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  "& svg": { transition: "transform 150ms ease" },
  "&:hover": { textDecoration: "underline", textUnderlineOffset: 4 },
  "@media (prefers-reduced-motion: no-preference)": { "&:hover svg": { transform: alongTheLine("4px") } },
});

/** The card's call to action at its foot, e.g. "Learn More →". */
export function CardLinkFoot({ link, cardTitle }: { link: CardLink; cardTitle: string }) {
  return (
    <SmartLink href={link.href} css={linkStyles}>
      {/* The space stays outside the hidden part: name computations trim a hidden element's own text. */}
      {link.label}{" "}
      <VisuallyHidden>– {cardTitle}</VisuallyHidden>
      <SvgIcon icon={ArrowRight} size={18} css={pointsAlongTheLine} />
    </SmartLink>
  );
}
