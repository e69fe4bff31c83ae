import { useEffect, useState } from "react";
import { checkFile } from "../api.ts";
import type { StudioCheckResult } from "../studioApi.ts";

/** Typing pauses this long before the validator runs: short enough that its verdict feels live. */
const PAUSE_MS = 150;

export interface Check extends StudioCheckResult {
  /** The value this verdict is about (the preview draws `delivered` only while it is still current). */
  about: unknown;
  /** Why the validator could not be asked; its last verdict stays shown. */
  failure?: string;
}

/**
 * The validator's verdict on the file as it is in the form, asked again after every pause in the
 * editing; an answer overtaken by a newer edit is dropped.
 */
export function useCheck(path: string, value: unknown): Check | undefined {
  const [check, setCheck] = useState<Check>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkFile({ path, value }, controller.signal).then(
        (result) => setCheck({ ...result, about: value }),
        (error: unknown) => {
          if (!controller.signal.aborted) setCheck((last) => ({ problems: last?.problems ?? [], delivered: null, about: value, failure: error instanceof Error ? error.message : String(error) }));
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, value]);
  return check;
}
