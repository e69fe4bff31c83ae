import type { CSSObject, Theme } from "@emotion/react";
import type { Action } from "../../generated/page.ts";
import { tint } from "../../theme/tint.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";

type Look = NonNullable<Action["variant"]> | "primaryInverse";

const baseStyles = (theme: Theme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 44,
  padding: `${theme.space[2]}px ${theme.space[5]}px`,
  borderRadius: theme.radii.pill,
  border: "2px solid transparent",
  fontWeight: theme.fontWeights.semibold,
  textDecoration: "none",
  transition: "background-color 150ms ease, color 150ms ease, border-color 150ms ease",
});

// The page file picks a look by name. Plain emotion styles, not styled-system's variant(): a hero with
// a theme switch hydrates its buttons on a page's first load, which carries neither @emotion/styled
// nor styled-system.
const looks: Record<Look, (theme: Theme) => CSSObject> = {
  primary: (theme) => ({ backgroundColor: theme.colors.primary, color: theme.colors.onBrand, "&:hover": { backgroundColor: theme.colors.primaryDark } }),
  secondary: () => ({ backgroundColor: "transparent", color: "inherit", borderColor: "currentColor", "&:hover": { backgroundColor: tint("currentColor", 12) } }),
  // On a brand-coloured background a filled brand button would vanish, so the main action turns white.
  primaryInverse: (theme) => ({ backgroundColor: theme.colors.onBrand, color: theme.colors.primaryDark, boxShadow: theme.shadows.raised, "&:hover": { backgroundColor: theme.colors.surface } }),
};

/**
 * A button-styled link: the look of every call to action on the site. `inverse` is for buttons that
 * sit on the brand colour.
 */
export function ActionLink({ label, href, variant = "primary", inverse = false }: Action & { inverse?: boolean }) {
  const look = looks[inverse && variant === "primary" ? "primaryInverse" : variant];
  return (
    <SmartLink href={href} css={(theme) => ({ ...baseStyles(theme), ...look(theme) })}>
      {label}
    </SmartLink>
  );
}
