import type { ReactNode, Ref } from "react";
import styled from "@emotion/styled";
import { keyframes } from "@emotion/react";
import { Mail, Phone, X } from "lucide-react";
import { site } from "../../app/site.ts";
import { SocialLinks } from "../footer/SocialLinks.tsx";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// A modal <dialog> pinned to the right edge. showModal() gives it the top layer, an inert page behind,
// a focus trap and Escape; the global reduced-motion rule shortens the slide to nothing.
const Dialog = styled.dialog(({ theme }) => ({
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
  "&::backdrop": { background: "rgba(16, 24, 40, 0.55)", animation: `${fadeIn} 0.3s ease-out` },
}));

// Fills the dialog, so a click that lands on the dialog element itself can only be on the backdrop.
const Inner = styled.div(({ theme }) => ({
  height: "100%",
  overflowY: "auto",
  padding: theme.space[5],
  display: "grid",
  alignContent: "start",
  gap: theme.space[5],
  a: { color: theme.colors.primary },
}));

const CloseButton = styled.button(({ theme }) => ({
  justifySelf: "end",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
}));

const ContactLine = styled.a(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space[2],
  padding: `${theme.space[1]}px 0`,
}));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes[5], marginBottom: theme.space[2] }));
const PartTitle = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes[2], marginBottom: theme.space[3] }));

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <PartTitle>{title}</PartTitle>
      {children}
    </section>
  );
}

type Props = {
  ref: Ref<HTMLDialogElement>;
  id: string;
  titleId: string;
  /** Asks the dialog to close (close button, backdrop). */
  onDismiss: () => void;
  /** Runs once the dialog has closed, whatever closed it (Escape among them). */
  onClosed: () => void;
};

/** The off-canvas panel: who the company is, how to reach it, and its social profiles (all from site data). */
export function OffCanvasPanel({ ref, id, titleId, onDismiss, onClosed }: Props) {
  const email = site.emails[0];
  const phone = site.phones[0];
  return (
    <Dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <Inner>
        <CloseButton type="button" onClick={onDismiss} aria-label="Close menu">
          <X size={22} aria-hidden="true" focusable="false" />
        </CloseButton>
        <div>
          <Title id={titleId}>{site.company.name}</Title>
          <p css={{ margin: 0 }}>{site.company.tagline}</p>
        </div>
        <Part title="Get in touch">
          {email && (
            <ContactLine href={`mailto:${email.address}`}>
              <Mail size={18} aria-hidden="true" focusable="false" />
              {email.address}
            </ContactLine>
          )}
          {phone && (
            <ContactLine href={`tel:${phone.number}`}>
              <Phone size={18} aria-hidden="true" focusable="false" />
              {phone.display}
            </ContactLine>
          )}
        </Part>
        <Part title="Follow us">
          <SocialLinks />
        </Part>
      </Inner>
    </Dialog>
  );
}
