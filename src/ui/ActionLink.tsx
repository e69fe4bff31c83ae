import styled from "@emotion/styled";
import { variant } from "styled-system";
import type { Action } from "../generated/page.ts";
import { tint } from "../theme/tint.ts";
import { SmartLink } from "./SmartLink.tsx";

type Look = NonNullable<Action["variant"]> | "primaryInverse";

const StyledLink = styled(SmartLink, { shouldForwardProp: (prop) => prop !== "variant" })<{ variant: Look }>(
  ({ theme }) => ({
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
  }),
  variant({
    variants: {
      primary: { bg: "primary", color: "onBrand", "&:hover": { bg: "primaryDark" } },
      secondary: { bg: "transparent", color: "inherit", borderColor: "currentColor", "&:hover": { bg: tint("currentColor", 12) } },
      // On a brand-coloured background a filled brand button would vanish, so the main action turns white.
      primaryInverse: { bg: "onBrand", color: "primaryDark", boxShadow: "raised", "&:hover": { bg: "surface" } },
    },
  }),
);

/**
 * A button-styled link: the look of every call to action on the site. `inverse` is for buttons that
 * sit on the brand colour.
 */
export function ActionLink({ label, href, variant = "primary", inverse = false }: Action & { inverse?: boolean }) {
  return (
    <StyledLink href={href} variant={inverse && variant === "primary" ? "primaryInverse" : variant}>
      {label}
    </StyledLink>
  );
}
