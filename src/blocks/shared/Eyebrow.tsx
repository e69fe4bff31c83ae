import type { ReactNode } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { tint } from "../../theme/tint.ts";

const eyebrowStyles = (theme: Theme, inverse: boolean): CSSObject => ({
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
});

/** The short label above a page's main heading ('Cloud & Security'); `inverse` on the brand colour. */
export function Eyebrow({ inverse, children }: { inverse: boolean; children: ReactNode }) {
  return <p css={(theme) => eyebrowStyles(theme, inverse)}>{children}</p>;
}
