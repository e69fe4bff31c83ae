import { useId, type ReactNode } from "react";
import { keyframes, type CSSObject, type Theme } from "@emotion/react";
import { Mail, Phone, X } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { site } from "../../shared/site.ts";
import { SocialLinks } from "../footer/SocialLinks.tsx";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { modalBackdrop } from "../../ui/dialogStyles.ts";
import { useModalDialog } from "../../ui/useModalDialog.ts";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// A modal <dialog> pinned to the right edge (see useModalDialog); the global reduced-motion rule
// shortens the slide to nothing.
const dialogStyles = (theme: Theme): CSSObject => ({
  position: "fixed",
  inset: "0 0 0 auto",
  width: "min(360px, 88vw)",
  height: "100%",
  maxHeight: "100%",
  maxWidth: "100%",
  margin: 0,
  padding: 0,
  border: 0,
  background: theme.colors.background,
  color: theme.colors.text,
  boxShadow: theme.shadows.raised,
  "&[open]": { animation: `${slideIn} 0.3s ease-out` },
  "&::backdrop": { ...modalBackdrop["&::backdrop"], animation: `${fadeIn} 0.3s ease-out` },
});

const innerStyles = (theme: Theme): CSSObject => ({
  height: "100%",
  overflowY: "auto",
  padding: theme.space[5],
  display: "grid",
  alignContent: "start",
  gap: theme.space[5],
  a: { color: theme.colors.primary },
});

// Outlined, so the way out is easy to see on the plain panel.
const closeButtonStyles = (theme: Theme): CSSObject => ({ ...iconButtonStyles(theme), justifySelf: "end", border: `1px solid ${theme.colors.border}` });

const contactLineStyles = (theme: Theme): CSSObject => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space[2],
  padding: `${theme.space[1]}px 0`,
});

const titleStyles = (theme: Theme): CSSObject => ({ fontSize: theme.fontSizes[5], marginBottom: theme.space[2] });
const partTitleStyles = (theme: Theme): CSSObject => ({ fontSize: theme.fontSizes[2], marginBottom: theme.space[3] });

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 css={partTitleStyles}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The off-canvas panel: who the company is, how to reach it, and its social profiles (all from site
 * data). Open while mounted (OffCanvasButton mounts it), closed by Escape, the backdrop or its button.
 */
export function OffCanvasPanel({ onClose }: { onClose: () => void }) {
  const dialog = useModalDialog(true, onClose);
  const titleId = useId();
  const email = site.emails[0];
  const phone = site.phones[0];
  return (
    <dialog aria-labelledby={titleId} {...dialog} css={dialogStyles}>
      <div css={innerStyles}>
        <button type="button" onClick={dialog.onClose} aria-label="Close menu" css={closeButtonStyles}>
          <SvgIcon icon={X} size={22} />
        </button>
        <div>
          <h2 id={titleId} css={titleStyles}>
            {site.company.name}
          </h2>
          <p css={{ margin: 0 }}>{site.company.tagline}</p>
        </div>
        <Part title="Get in touch">
          {email && (
            <a href={`mailto:${email.address}`} css={contactLineStyles}>
              <SvgIcon icon={Mail} size={18} />
              {email.address}
            </a>
          )}
          {phone && (
            <a href={`tel:${phone.number}`} css={contactLineStyles}>
              <SvgIcon icon={Phone} size={18} />
              {phone.display}
            </a>
          )}
        </Part>
        <Part title="Follow us">
          <SocialLinks />
        </Part>
      </div>
    </dialog>
  );
}
