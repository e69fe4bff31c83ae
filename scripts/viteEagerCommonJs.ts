import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * The bundler wraps each CommonJS module (React and React DOM among them) in a parenthesised arrow it
 * calls at the first require: `__commonJSMin(((exports) => {…}))`. V8 compiles a parenthesised
 * `function` expression eagerly, off the main thread while the script downloads, but such an arrow
 * lazily, on the main thread: for React DOM a parse of 600 KB in one long task on a slow phone. So the
 * wrappers are written as `function`, before minification; a wrapper of another shape fails the
 * build, so that a new bundler version cannot quietly undo this.
 */
const arrowWrapper = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;

/** The chunk with its CommonJS wrappers written as `function`, or undefined when it has none. */
export function rewriteCommonJsWrappers(code: string): MagicString | undefined {
  const calls = code.match(/__commonJSMin\(/g)?.length ?? 0;
  if (calls === 0) return undefined;
  const wrappers = [...code.matchAll(arrowWrapper)];
  if (wrappers.length !== calls) {
    throw new Error(`eager-commonjs: ${calls - wrappers.length} of ${calls} CommonJS wrappers have an unknown shape; update scripts/viteEagerCommonJs.ts`);
  }
  const rewritten = new MagicString(code);
  for (const { index, 0: wrapper, 1: parameters } of wrappers) {
    rewritten.overwrite(index, index + wrapper.length, `__commonJSMin((function(${parameters}) {`);
  }
  return rewritten;
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: "eager-commonjs",
    apply: "build",
    renderChunk(code) {
      const rewritten = rewriteCommonJsWrappers(code);
      return rewritten ? { code: rewritten.toString(), map: rewritten.generateMap({ hires: true }) } : null;
    },
  };
}
