import type { CSSObject, Theme } from "@emotion/react";
import type { ReactNode } from "react";
import { narrowContainerStyles, sectionStyles } from "../ui/layoutStyles.ts";
import { fullLoadAttribute } from "../ui/linkKind.ts";
import { alongTheLine } from "../ui/lineDirection.ts";
import { useWords } from "../words/words.ts";

const messageStyles = (theme: Theme): CSSObject => ({ textAlign: "center", color: theme.colors.muted, paddingTop: theme.space[8], paddingBottom: theme.space[8] });

/** A page of the app's own in place of one of the site's: loading, failed, not found. */
export function Message({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <section aria-busy={busy || undefined} css={sectionStyles}>
      <div css={narrowContainerStyles}>
        <div css={messageStyles}>{children}</div>
      </div>
    </section>
  );
}

/** A page whose data is on its way, on a first load the server did not render (the dev server). */
export function PageLoading() {
  const words = useWords();
  return (
    <Message busy>
      <p role="status">{words.navigation.loading}</p>
    </Message>
  );
}

/** A page that could not be fetched (offline, or a deploy replaced its code): the address as a full page load. */
export function PageLoadFailed({ href }: { href: string }) {
  const words = useWords();
  return (
    <Message>
      <p role="alert">{words.navigation.couldNotLoad}</p>
      <p>
        <a href={href} {...{ [fullLoadAttribute]: "" }}>
          {words.navigation.tryAgain}
        </a>
      </p>
    </Message>
  );
}

const barStyles = (theme: Theme): CSSObject => ({
  position: "fixed",
  inset: "0 0 auto 0",
  zIndex: 1000,
  height: 3,
  overflow: "hidden",
  background: theme.colors.border,
  pointerEvents: "none",
  "&::after": { content: '""', position: "absolute", inset: 0, width: "40%", background: theme.colors.primary },
  // In the rule rather than emotion's keyframes(), which would serialize it as the app starts.
  "@keyframes navigation-progress-sweep": { from: { transform: alongTheLine("-100%") }, to: { transform: alongTheLine("250%") } },
  "@media (prefers-reduced-motion: no-preference)": { "&::after": { animation: "navigation-progress-sweep 1.2s ease-in-out infinite" } },
});

/**
 * A bar across the top of the window while a page slow to arrive is on its way: the old page stays on
 * screen and usable meanwhile, so the bar is all that says the click was heard.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const words = useWords();
  return active ? <div role="progressbar" aria-label={words.navigation.loadingPage} css={barStyles} /> : null;
}
