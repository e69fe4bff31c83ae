import { useEffect } from "react";
import { useLocation } from "wouter";
import type { CSSObject, Theme } from "@emotion/react";
import { narrowContainerStyles, sectionStyles } from "../ui/layoutStyles.ts";
import { useDocumentHead } from "./useDocumentHead.ts";

/** How long the 404 page shows before it takes the visitor home (SPEC: 2 seconds). */
export const REDIRECT_DELAY_MS = 2000;

export const notFoundHead = {
  title: "Page Not Found",
  description: "The page you are looking for doesn’t exist or has been moved.",
  noindex: true,
};

const messageStyles = (theme: Theme): CSSObject => ({
  textAlign: "center",
  paddingTop: theme.space[8],
  paddingBottom: theme.space[8],
});

const codeStyles = (theme: Theme): CSSObject => ({
  fontSize: theme.fontSizes[8],
  [theme.mq.sm]: { fontSize: theme.fontSizes[9] },
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.primary,
  marginBottom: theme.space[2],
});

const headingStyles = (theme: Theme): CSSObject => ({
  fontSize: theme.fontSizes[6],
  [theme.mq.sm]: { fontSize: theme.fontSizes[7] },
});

export function NotFound() {
  const [, navigate] = useLocation();
  useDocumentHead(() => notFoundHead, "not found");
  useEffect(() => {
    const timer = setTimeout(
      () => navigate("/", { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section css={sectionStyles}>
      <div css={narrowContainerStyles}>
        <div css={messageStyles}>
          <p css={codeStyles} aria-hidden="true">
            404
          </p>
          <h1 css={headingStyles}>Page Not Found</h1>
          <p css={(theme) => ({ color: theme.colors.muted })} role="status">
            Oops! The page you are looking for doesn’t exist or has been moved.
            Redirecting you to the homepage...
          </p>
        </div>
      </div>
    </section>
  );
}
