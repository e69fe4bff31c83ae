import { useId, type ReactNode } from "react";
import { keyframes, type CSSObject, type Theme } from "@emotion/react";
import { X } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { modalBackdrop } from "../../ui/dialogStyles.ts";
import { unstyledList } from "../../ui/lists.ts";
import { invokerCommand } from "../../ui/invokerCommand.ts";
import { alongTheLine } from "../../ui/lineDirection.ts";
import { useBlockWords } from "../../words/blockWords.ts";
import { useSite } from "../../words/site.ts";
import { mainContacts } from "../../shared/siteDetails.ts";
import { contactPanelId } from "./contactPanel.ts";

const slideIn = keyframes({ from: { transform: alongTheLine("100%") }, to: { transform: "translateX(0)" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// A modal <dialog> pinned to the end of the line (the right edge in English); the global reduced-motion rule shortens the slide to nothing.
// Nothing sets `display`: a closed dialog keeps the browser's display: none.
const dialogStyles = (theme: Theme): CSSObject => ({
  position: "fixed",
  insetBlock: 0,
  insetInline: "auto 0",
  width: "min(360px, 88vw)",
  height: "100%",
  maxHeight: "100%",
  maxWidth: "100%",
  margin: 0,
  padding: theme.space[5],
  border: 0,
  background: theme.colors.background,
  color: theme.colors.text,
  boxShadow: theme.shadows.raised,
  "&[open]": { display: "grid", alignContent: "start", gap: theme.space[5], animation: `${slideIn} 0.3s ease-out` },
  "&::backdrop": { ...modalBackdrop["&::backdrop"], animation: `${fadeIn} 0.3s ease-out` },
  // The close button: the header's round button, outlined, so the way out is easy to see on the plain panel.
  "& > button": { justifySelf: "end", border: `1px solid ${theme.colors.border}` },
  a: { color: theme.colors.primary },
  h2: { fontSize: theme.fontSizes[5], marginBottom: theme.space[2] },
  h3: { fontSize: theme.fontSizes[2], marginBottom: theme.space[3] },
  ul: unstyledList,
  li: { padding: `${theme.space[1]}px 0` },
});

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3>{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

/**
 * The off-canvas panel: who the company is, how to reach it (the first e-mail address and phone number
 * of the site file), and its social profiles, as plain links. A modal <dialog> in every page's HTML,
 * opened by its button's invoker command (OffCanvasButton) and closed by its own, by Escape or by a
 * click beside it (`closedby`), all by the browser from the first paint; Tab stays inside it
 * (ui/keepTabInDialogs.ts). Nothing of it is React's in a served page (SideElements).
 */
export function OffCanvasPanel() {
  const titleId = useId();
  const words = useBlockWords();
  const site = useSite();
  const { email, phone } = mainContacts(site);
  return (
    <dialog id={contactPanelId} aria-labelledby={titleId} closedby="any" css={dialogStyles}>
      <button type="button" aria-label={words.panel.close} css={iconButtonStyles} {...invokerCommand("close", contactPanelId)}>
        <SvgIcon icon={X} size={22} />
      </button>
      <div>
        <h2 id={titleId}>{site.company.name}</h2>
        <p css={{ margin: 0 }}>{site.company.tagline}</p>
      </div>
      <Part title={words.panel.getInTouch}>
        <li>
          <SmartLink href={`mailto:${email.address}`}>{email.address}</SmartLink>
        </li>
        <li>
          <SmartLink href={`tel:${phone.number}`}>{phone.display}</SmartLink>
        </li>
      </Part>
      <Part title={words.panel.followUs}>
        {site.socials.map((social) => (
          <li key={social.network}>
            <SmartLink href={social.url}>{words.socialNetworks[social.network]}</SmartLink>
          </li>
        ))}
      </Part>
    </dialog>
  );
}
