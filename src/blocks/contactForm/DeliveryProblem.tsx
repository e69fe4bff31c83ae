import { CircleAlert } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { site } from "../../shared/site.ts";
import type { CSSObject, Theme } from "@emotion/react";
import type { DeliveryFailure } from "./deliverEnquiry.ts";

/** Where a visitor can write when the form cannot deliver: the site's first (general) address. */
const fallbackEmail = site.emails[0]?.address;

/** "in a minute", "in 15 minutes", or "later" when the service did not say. */
function waitText(seconds: number | undefined): string {
  if (seconds === undefined) return "later";
  return seconds <= 60 ? "in a minute" : `in ${Math.ceil(seconds / 60)} minutes`;
}

/** Why the enquiry was not sent, what to do next, and the reassurance that nothing typed was lost. */
function explanation(failure: DeliveryFailure, submitLabel: string) {
  const kept = "Everything you typed is still here.";
  switch (failure.kind) {
    case "unreachable":
      return `Your enquiry has not been sent: we could not reach our server. Please check your internet connection and press “${submitLabel}” again. ${kept}`;
    case "rateLimited":
      return `You have sent several enquiries in a short time, so this one has not been sent. Please try again ${waitText(failure.retryAfterSeconds)}. ${kept}`;
    case "tooLarge":
      return `Your enquiry is too long to send. Please shorten the message and press “${submitLabel}” again. ${kept}`;
    case "invalid":
      return `Your enquiry has not been sent: please correct the highlighted fields and press “${submitLabel}” again.`;
    case "serverError":
      return (
        <>
          Your enquiry has not been sent because of a problem on our side. Please press “{submitLabel}” again in a moment
          {fallbackEmail && (
            <>
              , or email us at <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>
            </>
          )}
          . {kept}
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
  return (
    <div role="alert">
      {failure && (
        <div css={noticeStyles}>
          <SvgIcon icon={CircleAlert} size={20} css={{ flexShrink: 0, marginTop: 2 }} />
          <span>{explanation(failure, submitLabel)}</span>
        </div>
      )}
    </div>
  );
}
