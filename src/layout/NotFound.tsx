import { useEffect } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { useLocation } from "wouter";
import { Message } from "./PageUnavailable.tsx";
import { useDocumentHead } from "../seo/useDocumentHead.ts";
import { useLanguage } from "../words/words.ts";
import { useBlockWords, type BlockWords } from "../words/blockWords.ts";
import { twinAddress } from "../shared/language.ts";

/** How long the 404 page shows before it takes the visitor home (SPEC: 2 seconds). */
export const REDIRECT_DELAY_MS = 2000;

/** The 404 page's head in `words`. */
export const notFoundHeadIn = (words: BlockWords) => ({ title: words.notFound.title, description: words.notFound.description, noindex: true });

const codeStyles = (theme: Theme): CSSObject => ({
  fontSize: theme.fontSizes[8],
  [theme.mq.sm]: { fontSize: theme.fontSizes[9] },
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.primary,
  marginBottom: theme.space[2],
});

/** The 404 page: says so, then takes the visitor to the home page in the page's language (/ or /ar). */
export function NotFound() {
  const [, navigate] = useLocation();
  const language = useLanguage();
  const words = useBlockWords();
  useDocumentHead(() => notFoundHeadIn(words), "not found");
  useEffect(() => {
    const timer = setTimeout(() => navigate(twinAddress("/", language), { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, language]);
  return (
    <Message>
      <p aria-hidden="true" css={codeStyles}>
        404
      </p>
      <h1 css={(theme) => ({ fontSize: theme.fontSizes[6], color: theme.colors.text, [theme.mq.sm]: { fontSize: theme.fontSizes[7] } })}>{words.notFound.title}</h1>
      <p role="status">{words.notFound.message}</p>
    </Message>
  );
}
