import type { ReactNode } from "react";
import { narrowContainerStyles, sectionStyles } from "../ui/layoutStyles.ts";
import { fullLoadAttribute } from "./servedLinks.ts";

function Message({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section aria-busy={busy} css={sectionStyles}>
      <div css={narrowContainerStyles}>
        <div
          css={(theme) => ({
            textAlign: "center",
            color: theme.colors.muted,
            paddingTop: theme.space[8],
            paddingBottom: theme.space[8],
          })}
        >
          {children}
        </div>
      </div>
    </section>
  );
}

/** A page whose data is on its way, on a first load the server did not render (the dev server). */
export function PageLoading() {
  return (
    <Message busy>
      <p role="status">Loading…</p>
    </Message>
  );
}

/**
 * A page that could not be fetched (offline, or a deploy replaced its code): says so, and offers the
 * address as a full page load, which asks the server for it afresh.
 */
export function PageLoadFailed({ href }: { href: string }) {
  return (
    <Message busy={false}>
      <p role="alert">
        This page could not be loaded. Check your connection and try again.
      </p>
      <p>
        <a href={href} {...{ [fullLoadAttribute]: "" }}>
          Try again
        </a>
      </p>
    </Message>
  );
}
