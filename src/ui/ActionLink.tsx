import styled from "@emotion/styled";
import { variant } from "styled-system";
import type { Action } from "../generated/page.ts";
import { SmartLink } from "./SmartLink.tsx";

const StyledLink = styled(SmartLink, { shouldForwardProp: (prop) => prop !== "variant" })<{ variant: NonNullable<Action["variant"]> }>(
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
      secondary: { bg: "transparent", color: "inherit", borderColor: "currentColor", "&:hover": { bg: "rgba(127,127,127,0.12)" } },
    },
  }),
);

/** A button-styled link: the look of every call to action on the site. */
export function ActionLink({ label, href, variant = "primary" }: Action) {
  return (
    <StyledLink href={href} variant={variant}>
      {label}
    </StyledLink>
  );
}
