import type { SectionBackground } from "../generated/page.ts";

/** The Section props for a block's `background` choice: 'tinted' is the surface band, 'plain' the page. */
export const sectionBackground = (background: SectionBackground = "plain") =>
  background === "tinted" ? { bg: "surface" } : {};
