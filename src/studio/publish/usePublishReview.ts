/**
 * The review behind "Review and publish": every draft not yet published, which of them the publisher
 * ticked, and the validator's verdict for exactly those. Unticking a draft asks the verdict again
 * (once the ticks settle), so the errors shown are the ones the publish would meet.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { loadPublishReview } from "../api.ts";
import type { StudioProblem, StudioPublishReview } from "../studioApi.ts";

/** How long the ticks must stay as they are before the verdict is asked again: a few quick clicks make one request. */
const VERDICT_DELAY_MS = 300;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const choiceKey = (paths: readonly string[]) => paths.join("\n");

export function usePublishReview() {
  const [review, setReview] = useState<StudioPublishReview>();
  const [failure, setFailure] = useState<string>();
  // What is unticked rather than what is ticked: a draft saved since the last look comes ticked, as every draft does at first.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  /** The choice the verdict in `review` is for. */
  const [verdictFor, setVerdictFor] = useState<string>();
  // An answer to an older question is dropped: reviews count every question, verdicts their own.
  const reviews = useRef(0);
  const verdicts = useRef(0);

  const chosen = useMemo(() => (review?.files ?? []).map((file) => file.path).filter((path) => !unticked.has(path)), [review, unticked]);
  const key = choiceKey(chosen);

  /** Every draft again (on opening, and after a publish or a roll-back), with the verdict for all of them. */
  const reload = useCallback(() => {
    const asked = ++reviews.current;
    verdicts.current++;
    loadPublishReview().then(
      (answer) => {
        if (asked !== reviews.current) return;
        setFailure(undefined);
        setReview(answer);
        setVerdictFor(choiceKey(answer.files.map((file) => file.path)));
        setUnticked((last) => new Set(answer.files.map((file) => file.path).filter((path) => last.has(path))));
      },
      (error: unknown) => asked === reviews.current && setFailure(message(error)),
    );
  }, []);
  useEffect(reload, [reload]);

  // The ticks changed: the verdict for the chosen drafts, once they have settled.
  useEffect(() => {
    if (!review || key === verdictFor || chosen.length === 0) return;
    const timer = setTimeout(() => {
      const asked = ++verdicts.current;
      loadPublishReview(chosen).then(
        (answer) => {
          if (asked !== verdicts.current) return;
          setFailure(undefined);
          // The list stays the whole list (an unticked draft can be ticked again); what the answer says of a draft is newer.
          setReview((last) => last && { ...answer, files: last.files.map((file) => answer.files.find((newer) => newer.path === file.path) ?? file) });
          setVerdictFor(key);
        },
        (error: unknown) => asked === verdicts.current && setFailure(`The site could not be checked with the drafts you chose: ${message(error)}`),
      );
    }, VERDICT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [review, key, verdictFor, chosen]);

  const tick = useCallback((path: string, ticked: boolean) => setUnticked((last) => (ticked ? new Set([...last].filter((other) => other !== path)) : new Set(last).add(path))), []);

  /** A refused publish names the errors the server met: they stand as the verdict until the review is loaded again. */
  const showErrors = useCallback((errors: StudioProblem[]) => setReview((last) => last && { ...last, errors }), []);

  return { review, failure, chosen, unticked, tick, reload, showErrors, checked: review !== undefined && key === verdictFor };
}
