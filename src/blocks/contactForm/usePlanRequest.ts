import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { usePageAddress } from "../shared/pageAddress.ts";
import { isBlank, type Enquiry } from "../../shared/enquiry.ts";
import { useBlockWords } from "../../words/blockWords.ts";

/** The query parameter a plan card's button sets: /contact?plan=Google+Workspace+Basic. */
export const PLAN_PARAMETER = "plan";

/** Longest plan name taken from the address: enough for any real one, too short for abuse. */
const longestPlanName = 80;

/** The plan the visitor chose on a plan card, from the page's address, or null. */
export function requestedPlan(search: string): string | null {
  const value = new URLSearchParams(search).get(PLAN_PARAMETER);
  const plan = value?.replace(/[\p{Cc}\s]+/gu, " ").trim().slice(0, longestPlanName).trim();
  return plan ? plan : null;
}

/**
 * When the visitor arrives from a plan card's button, names that plan in the message, so the enquiry
 * says what they chose. A message already there (a restored draft) is left as it is. Applied in an
 * effect, after hydration: the prerendered form cannot know the address's query. The message opens with
 * the words' line for it (`contactForm.planMessage`), which the visitor adds to or changes. Returns the
 * plan, or null.
 */
export function usePlanRequest(form: UseFormReturn<Enquiry>): string | null {
  const { search } = usePageAddress();
  const [plan, setPlan] = useState<string | null>(null);
  const { getValues, setValue } = form;
  const { planMessage } = useBlockWords().contactForm;

  useEffect(() => {
    const chosen = requestedPlan(search);
    setPlan(chosen);
    if (chosen && isBlank(getValues("message"))) setValue("message", planMessage(chosen), { shouldDirty: true });
  }, [search, getValues, setValue, planMessage]);

  return plan;
}
