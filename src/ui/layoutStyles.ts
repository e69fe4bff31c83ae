/**
 * The page's two layout rules as plain emotion styles (the css prop), for code that hydrates on a
 * page's first load: the shell and the blocks with behaviour. They must not pull in @emotion/styled or
 * styled-system (see README, "How a page loads"); primitives.ts builds its Container and Section on
 * these same rules for the blocks.
 */
import type { CSSObject, Theme } from "@emotion/react";

/** Centres content at the site's maximum width (or the narrow reading width), with side padding that grows with the screen. */
export const containerStyles = (theme: Theme, narrow = false): CSSObject => ({
  minWidth: 0,
  width: "100%",
  maxWidth: narrow ? theme.sizes.narrow : theme.sizes.container,
  marginInline: "auto",
  paddingInline: theme.space[4],
  [theme.mq.md]: { paddingInline: theme.space[5] },
});

export const narrowContainerStyles = (theme: Theme) => containerStyles(theme, true);

/** A full-width page section with the vertical rhythm every block shares. */
export const sectionStyles = (theme: Theme): CSSObject => ({
  paddingTop: theme.space[7],
  paddingBottom: theme.space[7],
  [theme.mq.lg]: { paddingTop: theme.space[8], paddingBottom: theme.space[8] },
});
