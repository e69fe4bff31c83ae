import { useId } from "react";
import { Link } from "wouter";
import { editHref } from "../list/editHref.ts";
import type { StudioReviewedFile } from "../studioApi.ts";
import { pictureUrl } from "../studioBase.ts";
import { FieldChanges } from "./FieldChanges.tsx";
import { isPicture, savedByWords, statusWords } from "./publishWords.ts";

interface Props {
  file: StudioReviewedFile;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
}

/**
 * One draft in "Review and publish": the page (a way into its editor), what became of it, each field
 * changed, who saved it, and whether it goes in this publish.
 */
export function ReviewedFile({ file, ticked, onTick }: Props) {
  const headingId = useId();
  const picture = isPicture(file);
  // A deleted page has no editor to open, and a picture is not edited in the studio.
  const editable = !picture && file.status !== "deleted";
  const savedBy = savedByWords(file.authors);
  return (
    <section className="publish-file" aria-labelledby={headingId}>
      <div className="publish-file-head">
        <h2 id={headingId}>{editable ? <Link href={editHref(file.path)}>{file.name}</Link> : file.name}</h2>
        <span className="badge">{statusWords(file)}</span>
        {file.route && <code className="muted">{file.route}</code>}
        <label className="publish-tick">
          <input type="checkbox" checked={ticked} onChange={(event) => onTick(event.target.checked)} />
          Publish this <span className="visually-hidden">({file.name})</span>
        </label>
      </div>
      {picture && file.status !== "deleted" && <img className="publish-picture" src={pictureUrl(file.path.replace(/^public/, ""))} alt="" />}
      <FieldChanges changes={file.changes} />
      {savedBy && <p className="muted">{savedBy}</p>}
    </section>
  );
}
