import { CircleAlert } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { useSite } from "../../words/site.ts";
import type { CSSObject, Theme } from "@emotion/react";
import type { DeliveryFailure } from "./deliverEnquiry.ts";
import type { Language } from "../../shared/language.ts";
import { plural, useLanguage } from "../../words/words.ts";
import { useBlockWords, type BlockWords } from "../../words/blockWords.ts";

type Problems = BlockWords["contactForm"]["problems"];

/** "in a minute" (a minute or less), "in 15 minutes", or "later" when the service did not say. */
function waitText(seconds: number | undefined, language: Language, { waitLater, waitMinutes }: Problems): string {
  return seconds === undefined ? waitLater : plural(language, Math.max(1, Math.ceil(seconds / 60)), waitMinutes);
}

/** Why the enquiry was not sent, what to do next, and the reassurance that nothing typed was lost. */
function explanation(failure: DeliveryFailure, submitLabel: string, language: Language, problems: Problems, fallbackEmail: string | undefined) {
  switch (failure.kind) {
    case "unreachable":
      return `${problems.unreachable(submitLabel)} ${problems.kept}`;
    case "rateLimited":
      return `${problems.rateLimited(waitText(failure.retryAfterSeconds, language, problems))} ${problems.kept}`;
    case "tooLarge":
      return `${problems.tooLarge(submitLabel)} ${problems.kept}`;
    case "invalid":
      return problems.invalid(submitLabel);
    case "serverError":
      return (
        <>
          {problems.serverError.before(submitLabel)}
          {fallbackEmail && (
            <>
              {problems.serverError.emailUs}
              <SmartLink href={`mailto:${fallbackEmail}`}>{fallbackEmail}</SmartLink>
            </>
          )}
          {`${problems.serverError.end} ${problems.kept}`}
        </>
      );
  }
}

const noticeStyles = (theme: Theme): CSSObject => ({
  display: "flex",
  alignItems: "flex-start",
  gap: theme.space[3],
  marginBottom: theme.space[5],
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.danger}`,
  backgroundColor: theme.colors.dangerSurface,
  color: theme.colors.danger,
  fontWeight: theme.fontWeights.medium,
  a: { color: "inherit", fontWeight: theme.fontWeights.semibold },
});

/**
 * The failure notice above the send button. The alert region is always there, empty until needed, so
 * that screen readers announce what is put into it.
 */
export function DeliveryProblem({ failure, submitLabel }: { failure: DeliveryFailure | null; submitLabel: string }) {
  const language = useLanguage();
  const problems = useBlockWords().contactForm.problems;
  // Where a visitor can write when the form cannot deliver: the site's first (general) address.
  const fallbackEmail = useSite().emails[0]?.address;
  return (
    <div role="alert">
      {failure && (
        <div css={noticeStyles}>
          <SvgIcon icon={CircleAlert} size={20} css={{ flexShrink: 0, marginTop: 2 }} />
          <span>{explanation(failure, submitLabel, language, problems, fallbackEmail)}</span>
        </div>
      )}
    </div>
  );
}
