import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { plural } from "../../../scripts/lib/plural.ts";
import { loadPublishes, publishDrafts } from "../api.ts";
import type { StudioPublished, StudioPublishedSite, StudioPushState } from "../studioApi.ts";
import { EarlierPublishes } from "./EarlierPublishes.tsx";
import { publishedWords, pushWords, rolledBackWords } from "./publishWords.ts";
import { ReviewedFile } from "./ReviewedFile.tsx";
import { usePublishReview } from "./usePublishReview.ts";
import { Verdict } from "./Verdict.tsx";

/** What the last publish or roll-back did: the sentence, and the push to the shared repository; or why it did not. */
type Outcome = { kind: "done"; sentence: string; push: StudioPushState } | { kind: "failed"; message: string };

/** How often the screen asks again while a push waits. */
const PUSH_CHECK_MS = 3_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The live studio's "Review and publish", for publishers: every draft visitors do not see yet, in
 * words, each ticked to go; the validator's verdict on the site with the ticked ones published (errors
 * stop the publish); then "Publish", and the earlier publishes with a way back to each.
 */
export function PublishScreen() {
  const { review, failure, chosen, unticked, tick, reload, showErrors, checked } = usePublishReview();
  const [publishes, setPublishes] = useState<StudioPublishedSite[]>();
  const [publishesFailure, setPublishesFailure] = useState<string>();
  const [publishing, setPublishing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const reloadPublishes = useCallback(() => {
    loadPublishes().then(
      (sites) => {
        setPublishes(sites);
        setPublishesFailure(undefined);
      },
      (error: unknown) => setPublishesFailure(message(error)),
    );
  }, []);
  useEffect(reloadPublishes, [reloadPublishes]);

  const done = (sentence: string, published: StudioPublished) => {
    setOutcome({ kind: "done", sentence, push: published.push });
    reload();
    reloadPublishes();
  };

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (!review) return;
    setPublishing(true);
    setOutcome(undefined);
    try {
      const result = await publishDrafts(chosen);
      if ("published" in result) done(publishedWords(result.published, new Map(review.files.map((file) => [file.path, file.name]))), result.published);
      else {
        setOutcome({ kind: "failed", message: result.refused.error });
        showErrors(result.refused.errors);
        reload();
      }
    } catch (error) {
      setOutcome({ kind: "failed", message: `Not published: ${message(error)}` });
    } finally {
      setPublishing(false);
    }
  }

  // The push after this publish, or else the one the review reports (an earlier publish still on its way).
  const push = outcome?.kind === "done" ? outcome.push : review?.push;
  // A review loaded since says how the push went on (a server that pushes at all never says "none").
  useEffect(() => {
    const latest = review?.push;
    if (latest && latest.state !== "none") setOutcome((last) => (last?.kind === "done" && (last.push.state !== latest.state || last.push.message !== latest.message) ? { ...last, push: latest } : last));
  }, [review]);
  // While a push waits (the shared repository out of reach), the review is asked again now and then, so
  // the screen says when it went (or that a person must merge) without a reload.
  useEffect(() => {
    if (push?.state !== "pending") return;
    const timer = setTimeout(reload, PUSH_CHECK_MS);
    return () => clearTimeout(timer);
    // Each review loaded asks again after a while, whether or not the push's words changed.
  }, [push, review, reload]);
  const pushSentence = push && pushWords(push);
  const errors = review?.errors ?? [];
  return (
    <main className="page-list publish">
      <nav aria-label="Studio">
        <Link href="/">All pages</Link>
      </nav>
      <h1>Review and publish</h1>
      <p role="status">
        {outcome?.kind === "done" && outcome.sentence}
        {outcome?.kind === "done" && push?.state === "pending" && ` ${pushSentence}`}
      </p>
      {outcome?.kind === "failed" && (
        <p role="alert" className="field-error">
          {outcome.message}
        </p>
      )}
      {push?.state === "conflict" && (
        <p role="alert" className="field-error">
          {pushSentence}
        </p>
      )}
      {outcome?.kind !== "done" && push?.state === "pending" && <p className="muted">{pushSentence}</p>}
      {failure && <p role="alert">{failure}</p>}
      {!review && !failure && <p role="status">Loading…</p>}
      {review?.files.length === 0 && <p>Every draft is published: visitors see what the studio shows.</p>}
      {review && review.files.length > 0 && (
        <form className="publish-review" onSubmit={(event) => void publish(event)}>
          {review.files.map((file) => (
            <ReviewedFile key={file.path} file={file} ticked={!unticked.has(file.path)} onTick={(ticked) => tick(file.path, ticked)} />
          ))}
          {chosen.length === 0 ? <p>Tick the drafts to publish.</p> : <Verdict errors={errors} warnings={review.warnings} checked={checked} />}
          {chosen.length > 0 && !checked && !failure && <p className="muted">Checking the site with the drafts you chose…</p>}
          <div className="row">
            <button className="button button-primary" disabled={publishing || !checked || chosen.length === 0 || errors.length > 0}>
              {publishing ? "Publishing…" : `Publish ${plural(chosen.length, "page")}`}
            </button>
          </div>
        </form>
      )}
      <EarlierPublishes publishes={publishes} failure={publishesFailure} onRolledBack={(published, to) => done(rolledBackWords(published, to), published)} />
    </main>
  );
}
