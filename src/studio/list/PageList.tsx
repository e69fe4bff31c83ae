import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { loadPageList, loadUnpublished } from "../api.ts";
import { LIVE_STUDIO_PATH, type StudioFileSummary } from "../studioApi.ts";
import { studioBase } from "../studioBase.ts";
import { NewPage } from "./NewPage.tsx";
import { DeletedNotice } from "../editor/DeletedNotice.tsx";
import { editHref } from "./editHref.ts";
import { untranslatedWords } from "../translation/translation.ts";
import { twinPathOf } from "../translation/twinFile.ts";

const live = studioBase === LIVE_STUDIO_PATH;

/**
 * The studio's first screen: every page by address and title (on a bilingual site, with how many of an
 * Arabic page's fields are still to translate, and which English pages have no Arabic twin yet), a
 * filter, "New page", and the site file.
 */
export function PageList() {
  const [files, setFiles] = useState<StudioFileSummary[]>();
  const [failure, setFailure] = useState<string>();
  const [filter, setFilter] = useState("");
  const filterId = useId();

  // The live studio also says which pages have drafts visitors do not see yet.
  const [unpublished, setUnpublished] = useState<ReadonlySet<string>>();

  useEffect(() => {
    loadPageList().then(setFiles, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    if (live) loadUnpublished().then((paths) => setUnpublished(new Set(paths)), () => {});
  }, []);

  // A bilingual site says, for each page, how far its Arabic has come.
  const paths = new Set((files ?? []).map((file) => file.path));
  const bilingual = (files ?? []).some((file) => file.untranslated !== undefined);
  const translationOf = (file: StudioFileSummary) => {
    if (file.untranslated !== undefined) return untranslatedWords(file.untranslated);
    const twin = twinPathOf(file.path);
    return twin?.language === "ar" && !paths.has(twin.path) ? "No Arabic twin yet" : "";
  };

  const wanted = filter.trim().toLowerCase();
  const pages = (files ?? []).filter((file) => file.kind === "page" && `${file.route} ${file.title}`.toLowerCase().includes(wanted));
  const site = files?.find((file) => file.kind === "site");
  return (
    <main className="page-list">
      <h1>Page studio</h1>
      <DeletedNotice />
      <p className="muted">
        {live
          ? "Change the site's pages through forms, with a live preview. Every save is a draft, kept in your name; visitors see it once a publisher publishes it."
          : "Change the site's pages through forms, with a live preview. Every save writes the page's JSON file, checked as `npm run validate` checks it."}
      </p>
      <div className="list-tools">
        <label htmlFor={filterId}>Filter pages</label>
        <input id={filterId} type="search" value={filter} placeholder="Address or title" onChange={(event) => setFilter(event.target.value)} />
        <NewPage />
        {site && (
          <Link className="button" href={editHref(site.path)}>
            Edit site-wide data (menus, offices, phones, e-mails)
          </Link>
        )}
      </div>
      {failure && <p role="alert">The pages could not be listed: {failure}</p>}
      {!files && !failure && <p role="status">Loading the pages…</p>}
      {files && (
        <>
          <p role="status" className="muted">
            {pages.length === files.filter((file) => file.kind === "page").length ? `${pages.length} pages` : `${pages.length} of ${files.filter((file) => file.kind === "page").length} pages match “${filter.trim()}”`}
          </p>
          <table className="pages-table">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Title</th>
                <th scope="col">File</th>
                {bilingual && <th scope="col">Arabic</th>}
                {unpublished && <th scope="col">Status</th>}
              </tr>
            </thead>
            <tbody>
              {pages.map((file) => (
                <tr key={file.path}>
                  <td>
                    <Link href={editHref(file.path)}>{file.route}</Link>
                  </td>
                  <td>{file.untranslated !== undefined ? <bdi lang="ar" dir="rtl">{file.title}</bdi> : file.title}</td>
                  <td>
                    <code className="muted">{file.path}</code>
                  </td>
                  {bilingual && <td className={file.untranslated ? "text-warning" : undefined}>{translationOf(file)}</td>}
                  {unpublished && <td>{unpublished.has(file.path) ? <strong>Draft, not published yet</strong> : <span className="muted">Published</span>}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </main>
  );
}
