import styled from "@emotion/styled";
import { tint } from "../theme/tint.ts";

/** The short label above a page's main heading ('Cloud & Security'); `inverse` on the brand colour. */
export const Eyebrow = styled("p")<{ inverse: boolean }>(({ theme, inverse }) => ({
  display: "inline-block",
  marginBottom: theme.space[4],
  padding: `${theme.space[1]}px ${theme.space[3]}px`,
  borderRadius: theme.radii.pill,
  fontSize: theme.fontSizes[1],
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: inverse ? theme.colors.onBrand : theme.colors.primary,
  background: inverse ? tint(theme.colors.onBrand, 14) : tint(theme.colors.primary, 10),
}));
