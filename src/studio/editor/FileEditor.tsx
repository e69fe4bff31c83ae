import type { RJSFSchema } from "@rjsf/utils";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { routeForPageFile } from "../../shared/routes.ts";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { PreviewPane } from "../preview/PreviewPane.tsx";
import { PublishedVersions } from "../publish/PublishedVersions.tsx";
import { LIVE_STUDIO_PATH, SITE_FILE_SUMMARY, type StudioFile, type StudioProblem, type StudioSchemas } from "../studioApi.ts";
import { studioBase } from "../studioBase.ts";
import { ConflictPanel } from "./conflict/ConflictPanel.tsx";
import { DeletePage } from "./DeletePage.tsx";
import { EditorNotice } from "./EditorNotice.tsx";
import { focusField, formOf } from "./focusProblem.ts";
import { blocksOf, setTopLevel, type JsonObject } from "./openFile.ts";
import { PageFields } from "./PageFields.tsx";
import { problemPlace } from "./problemPlace.ts";
import { blockKinds } from "./blockKinds.ts";
import { ProblemBar } from "./ProblemBar.tsx";
import { useCheck } from "./useCheck.ts";
import { useOpenFile } from "./useOpenFile.ts";
import { alsoOpenWords, usePresence } from "./usePresence.ts";
import { useShortcuts } from "./useShortcuts.ts";
import { useSaving, type SaveState } from "./useSaving.ts";
import { CreateTwin } from "./CreateTwin.tsx";
import { TranslationBar } from "../translation/TranslationBar.tsx";
import { TranslationContext, type Translation } from "../translation/translation.ts";
import type { Twin } from "../translation/twinFile.ts";
import { languageOf, twinAddress } from "../../shared/language.ts";

interface Props {
  file: StudioFile;
  value: JsonObject;
  schemas: StudioSchemas;
  /** The page's twin in the other language: an Arabic page's fields show the English twin's words. */
  twin: Twin;
  /** Loads the file as it is on disk now, dropping the edits here; `notice` says why, under the bar. */
  onReload: (file: StudioFile, notice?: string) => void;
  notice?: string;
}

/** The live studio, where the other version is another person's; on the dev server it is a change on disk. */
const live = studioBase === LIVE_STUDIO_PATH;

/**
 * One open file: the bar (problems, undo, redo, save), the forms, and the preview. The file on disk
 * changes only when the editor saves, and never over a version someone else wrote meanwhile.
 */
export function FileEditor({ file, value, schemas, twin, onReload, notice }: Props) {
  const { file: open, history, change, undo, redo } = useOpenFile(value);
  const { saved, saveState, conflict, save, saveAs, saveMerged } = useSaving(file, value, open.value, change);
  const saveButton = useRef<HTMLButtonElement>(null);
  const others = usePresence(file.path, live);
  const [announcement, setAnnouncement] = useState("");
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(new Set());
  const isSite = file.path === SITE_FILE_SUMMARY.path;
  const route = isSite ? null : routeForPageFile(file.path.replace(/^pages\//, ""));
  const check = useCheck(file.path, open.value);
  const problems = check?.problems ?? [];
  const dirty = useMemo(() => JSON.stringify(open.value) !== JSON.stringify(saved.value), [open.value, saved.value]);

  const setOpen = useCallback((key: string, isOpen: boolean) => setOpenKeys((keys) => (isOpen ? new Set(keys).add(key) : new Set([...keys].filter((other) => other !== key)))), []);

  useShortcuts({ save: () => void save(), undo, redo });

  // The panel closed with the button pressed in it: the keyboard goes on from the Save button, not from the page's top.
  const hadConflict = useRef(false);
  useEffect(() => {
    if (hadConflict.current && !conflict && (document.activeElement === null || document.activeElement === document.body)) saveButton.current?.focus();
    hadConflict.current = conflict !== undefined;
  }, [conflict]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const showField = useCallback(
    (pointer: string) => {
      const { prefix, path, block } = formOf(pointer, isSite ? "site" : "page");
      if (block !== undefined && open.keys[block]) setOpen(open.keys[block]!, true);
      requestAnimationFrame(() => focusField(prefix, path) || document.querySelectorAll<HTMLElement>(".block-toggle")[block ?? -1]?.focus());
    },
    [isSite, open.keys, setOpen],
  );
  const showProblem = useCallback((problem: StudioProblem) => showField(problem.pointer), [showField]);

  // An Arabic page's fields show the English twin's words, and which are still to translate.
  const arabic = route !== null && languageOf(route) === "ar";
  const english = twin.kind === "found" ? twin.value : undefined;
  const translation = useMemo((): Translation | null => (arabic ? { english } : null), [arabic, english]);

  const kindTitles = useMemo(() => new Map(blockKinds(schemas.page as RJSFSchema).map((kind) => [kind.type, kind.title])), [schemas.page]);
  const placeOf = useCallback(
    (pointer: string) => problemPlace(pointer, (index) => kindTitles.get(String(blocksOf(open.value)[index]?.type)), isSite ? SITE_FILE_SUMMARY.title : "Page settings"),
    [kindTitles, open.value, isSite],
  );

  // The preview sits right under the bar, whose height changes with the window and the problem list.
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => entry && document.documentElement.style.setProperty("--bar-height", `${Math.ceil(entry.borderBoxSize[0]?.blockSize ?? 96)}px`));
    if (bar.current) observer.observe(bar.current);
    return () => observer.disconnect();
  }, []);

  const title = isSite ? SITE_FILE_SUMMARY.title : String((open.value.meta as { title?: unknown } | undefined)?.title ?? file.path);
  const preview = check && check.about === open.value && check.delivered ? check.delivered : open.value;
  return (
    <div className="editor">
      <header className="editor-bar" ref={bar}>
        <nav aria-label="Studio">
          <Link href="/" onClick={(event) => dirty && !window.confirm(`Leave ${file.path} without saving? Your changes will be lost.`) && event.preventDefault()}>
            All pages
          </Link>
        </nav>
        <h1>
          {arabic ? <bdi lang="ar" dir="rtl">{title}</bdi> : title} <code className="muted">{file.path}</code>
        </h1>
        <ProblemBar problems={problems} checking={!check || check.about !== open.value} failure={check?.failure} onShow={showProblem} placeOf={placeOf} />
        {translation && <TranslationBar value={open.value} twin={twin} pageSchema={schemas.page} onShow={showField} />}
        <div className="editor-actions">
          <button type="button" className="button" onClick={undo} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" className="button" onClick={redo} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </button>
          <button type="button" className="button button-primary" ref={saveButton} onClick={() => void save()} disabled={saveState.kind === "saving"} aria-keyshortcuts="Control+S">
            {saveState.kind === "saving" ? "Saving…" : "Save"}
          </button>
          {route && twin.kind === "missing" && twin.language === "ar" && <CreateTwin path={file.path} route={route} version={saved.version} dirty={dirty} />}
          {route && route !== "/" && <DeletePage path={file.path} route={route} version={saved.version} arabicTwin={twin.kind === "found" && twin.language === "ar" ? twinAddress(route, "ar") : undefined} />}
          {live && <PublishedVersions path={file.path} dirty={dirty} onRestored={onReload} />}
          {live && route && (
            // The saved draft as the site's own server draws it, in a tab of its own.
            <a className="button" href={`${studioBase}/preview${route}`} target="_blank" rel="noopener">
              Preview saved draft<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <p role="status" className="save-status">
            {saveStatus(saveState, dirty, problems)}
          </p>
          {saveState.kind === "failed" && saveState.signedOut && (
            <a className="button" href={`${studioBase}/sign-in`} target="_blank" rel="noopener">
              Sign in again<span className="visually-hidden"> (opens in a new tab; your changes here stay)</span>
            </a>
          )}
          {live && (
            <p role="status" className="save-status">
              {alsoOpenWords(others)}
            </p>
          )}
        </div>
      </header>
      {notice && <EditorNotice message={notice} />}
      {conflict && (
        <ConflictPanel
          conflict={conflict.conflict}
          live={live}
          mine={open.value}
          base={saved.value}
          schema={(isSite ? schemas.site : schemas.page) as RJSFSchema}
          busy={saveState.kind === "saving"}
          focus={conflict.focus}
          onKeepMine={() => void saveAs(open.value, conflict.conflict.current.version)}
          onTakeTheirs={() => onReload(conflict.conflict.current)}
          onSaveMerged={(value) => saveMerged(value, conflict.conflict.current.version)}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className={route ? "editor-columns" : "editor-single"}>
        <div className="editor-form">
          <TranslationContext.Provider value={translation}>
            {isSite ? (
              <SchemaForm schema={schemas.site as RJSFSchema} value={open.value} problems={problems} pointer="" idPrefix="site" onChange={(next, fieldId) => change((current) => setTopLevel(current, next as JsonObject), fieldId ?? "site")} />
            ) : (
              <PageFields file={open} pageSchema={schemas.page as RJSFSchema} problems={problems} change={change} announce={setAnnouncement} openKeys={openKeys} setOpen={setOpen} />
            )}
          </TranslationContext.Provider>
        </div>
        {route && <PreviewPane route={route} page={preview} />}
      </div>
    </div>
  );
}

function saveStatus(state: SaveState, dirty: boolean, problems: readonly StudioProblem[]): string {
  if (state.kind === "failed" && state.signedOut) return "Not saved: your session has ended. Your changes are still here: sign in again in a new tab, then press Save.";
  if (state.kind === "failed") return `Not saved: ${state.message}`;
  if (state.kind === "conflict") return live ? "Someone else saved this page meanwhile: see above." : "The file changed on disk: see above.";
  if (dirty) return "Unsaved changes";
  if (state.kind === "saved") {
    const errors = problems.filter((problem) => problem.severity === "error").length;
    if (errors) return `Saved at ${state.at}, with ${errors === 1 ? "1 error" : `${errors} errors`}: the site will not build until they are fixed.`;
    return live ? `Saved at ${state.at} as a draft: visitors see it once a publisher publishes it.` : `Saved at ${state.at}.`;
  }
  return "No changes";
}
