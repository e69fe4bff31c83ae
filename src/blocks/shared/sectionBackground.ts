import type { CSSObject, Theme } from "@emotion/react";
import type { SectionBackground } from "../../generated/page.ts";

/** The styles for a block's `background` choice: 'tinted' is the surface band, 'plain' the page. */
export const sectionBackgroundStyles =
  (background: SectionBackground = "plain") =>
  (theme: Theme): CSSObject =>
    background === "tinted" ? { backgroundColor: theme.colors.surface } : {};
