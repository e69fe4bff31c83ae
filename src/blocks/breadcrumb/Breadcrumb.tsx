import styled from "@emotion/styled";
import { ChevronRight } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { pointsAlongTheLine } from "../../ui/lineDirection.ts";
import type { BlockProps } from "../types.ts";
import { Container } from "../primitives.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { useBlockWords } from "../../words/blockWords.ts";

const Trail = styled("ol")(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: theme.fontSizes[1],
  color: theme.colors.muted,
  "& li": { display: "inline-flex", alignItems: "center", gap: theme.space[2] },
  "& a": {
    color: theme.colors.muted,
    textDecoration: "none",
    borderRadius: theme.radii.sm,
    transition: "color 150ms ease",
  },
  "& a:hover": { color: theme.colors.primary, textDecoration: "underline", textUnderlineOffset: 3 },
  '& [aria-current="page"]': { color: theme.colors.text, fontWeight: theme.fontWeights.semibold },
}));

/**
 * The trail from the home page to this one, e.g. Home › Blog › UI/UX Design. The last step is the
 * current page: never a link (even if the data gives it one) and marked aria-current="page".
 */
export function Breadcrumb({ id, items }: BlockProps<"breadcrumb">) {
  const last = items.length - 1;
  const words = useBlockWords();
  return (
    <Container as="nav" id={id} aria-label={words.blocks.breadcrumb} pt={[4, 5]}>
      <Trail>
        {items.map((item, index) => (
          <li key={index}>
            {index > 0 && <SvgIcon icon={ChevronRight} size={14} css={pointsAlongTheLine} />}
            {index === last ? (
              <span aria-current="page">{item.label}</span>
            ) : item.href ? (
              <SmartLink href={item.href}>{item.label}</SmartLink>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </Trail>
    </Container>
  );
}
