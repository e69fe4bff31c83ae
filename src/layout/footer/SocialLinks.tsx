import type { CSSObject, Theme } from "@emotion/react";
import { useSite } from "../../words/site.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { VisuallyHidden } from "../../ui/VisuallyHidden.tsx";
import { SocialIcon } from "./SocialIcon.tsx";
import { unstyledList } from "../../ui/lists.ts";
import { useBlockWords } from "../../words/blockWords.ts";

const listStyles = (theme: Theme): CSSObject => ({
  ...unstyledList,
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space[2],
});

// 44 px: the smallest comfortable touch target. The ring is drawn in currentColor so it reads on the
// dark footer and on the light off-canvas panel alike.
const iconLinkStyles = (theme: Theme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  borderRadius: theme.radii.pill,
  border: "1px solid currentColor",
  color: "inherit",
  transition: "background-color 0.2s, color 0.2s, border-color 0.2s",
  "&:hover": { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.onBrand },
});

/**
 * The company's profiles from pages/_site.json as a row of round icon links. Each link is named by
 * its network in the page's language (the icon is decorative); SmartLink opens it in a new tab
 * without handing over this page and adds "(opens in a new tab)" to that name.
 */
export function SocialLinks() {
  const words = useBlockWords();
  const site = useSite();
  return (
    <ul css={listStyles}>
      {site.socials.map((social) => (
        <li key={social.network}>
          <SmartLink href={social.url} css={iconLinkStyles}>
            <SocialIcon network={social.network} />
            <VisuallyHidden>{words.socialNetworks[social.network]}</VisuallyHidden>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
