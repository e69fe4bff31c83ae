import { Global, css, useTheme } from "@emotion/react";
import { schemeCss } from "./schemeCss.ts";
import { revealCss } from "../ui/revealCss.ts";
import { lineSignCss } from "../ui/lineDirection.ts";

/**
 * Document-wide defaults: colour schemes, box model, type, focus ring, scroll reveal and reduced motion.
 * They never change, and a built page always brings them in its head (the prerenderer wrote them,
 * servedStyles.ts): the built site's browser bundle leaves them out (0.8 KB brotli). The server, and the
 * dev server, whose page is not prerendered, render them.
 */
export function GlobalStyles() {
  return import.meta.env.PROD && !import.meta.env.SSR ? null : <DocumentStyles />;
}

/** The same rules in every build: the studio's preview frame draws pages that no server wrote. */
export function DocumentStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        ${schemeCss()}
        ${revealCss}
        ${lineSignCss}
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-padding-top: 88px;
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          font-size: 16px;
          line-height: ${theme.lineHeights.body};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.heading};
          line-height: ${theme.lineHeights.heading};
          margin: 0 0 ${theme.space[4]}px;
        }
        p {
          margin: 0 0 ${theme.space[4]}px;
        }
        img {
          max-width: 100%;
          height: auto;
          display: block;
        }
        a {
          color: ${theme.colors.primary};
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  );
}
