import { useEffect, useState } from "react";
import { useHistoryState } from "wouter/use-browser-location";
import { loadAddresses, loadFile, loadImages, loadSchemas } from "../api.ts";
import { StudioDataContext, type StudioData } from "../StudioData.tsx";
import type { StudioFile, StudioSchemas } from "../studioApi.ts";
import { loadTwin, type Twin } from "../translation/twinFile.ts";
import { twinCreatedMessage } from "../translation/twinCreated.ts";
import { FileEditor } from "./FileEditor.tsx";
import { parseJsonObject, type JsonObject } from "./openFile.ts";

interface Loaded {
  file: StudioFile;
  value: JsonObject | null;
  schemas: StudioSchemas;
  /** The page's twin in the other language (an Arabic page's English words). */
  twin: Twin;
  /** Counts loads: loading the file again (after a change on disk) starts a new session on it, without the old undo steps. */
  opened: number;
  /** Why the file was loaded again, said under the editor's bar ("Restored the version of …"). */
  notice?: string;
}

/** Opens one file: loads it, the schemas, its twin and what the pickers offer, then hands over to FileEditor. */
export function Editor({ path }: { path: string }) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [data, setData] = useState<Omit<StudioData, "addImage">>({ addresses: [], images: [] });
  // An Arabic twin just created says so as it opens (CreateTwin.tsx).
  const created = twinCreatedMessage(useHistoryState());

  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    setFailure(undefined);
    Promise.all([loadFile(path), loadSchemas(), loadTwin(path)]).then(
      ([file, schemas, twin]) => current && setLoaded({ file, schemas, twin, value: parseJsonObject(file.text), opened: 0, notice: created }),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    // The pickers' lists may come a moment later than the form: the fields work without them.
    Promise.all([loadAddresses(), loadImages()]).then(([addresses, images]) => current && setData({ addresses, images }), () => {});
    return () => {
      current = false;
    };
  }, [path]);

  if (failure) return <p role="alert">{path} could not be opened: {failure}</p>;
  if (!loaded) return <p role="status">Opening {path}…</p>;
  if (!loaded.value) {
    return (
      <p role="alert">
        {path} is not valid JSON, so the studio cannot show it as a form. Run <code>npm run validate</code> to see where, fix it in your editor, then reload this page.
      </p>
    );
  }
  const context: StudioData = { ...data, addImage: (image) => setData((last) => ({ ...last, images: [...last.images, image].sort((a, b) => a.src.localeCompare(b.src)) })) };
  return (
    <StudioDataContext.Provider value={context}>
      <FileEditor key={loaded.opened} file={loaded.file} value={loaded.value} schemas={loaded.schemas} twin={loaded.twin} notice={loaded.notice} onReload={(file, notice) => setLoaded({ ...loaded, file, value: parseJsonObject(file.text), opened: loaded.opened + 1, notice })} />
    </StudioDataContext.Provider>
  );
}
