import type { SocialProfile } from "../../generated/site.ts";

/** Each network's name, read as the link's name; a network added to the schema must be named here. */
export const socialNames: Record<SocialProfile["network"], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};
