import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * The bundler wraps each CommonJS module (React and React DOM among them) in a function it calls when
 * the module is first required, written as a parenthesised arrow: `__commonJSMin(((exports) => {…}))`.
 * V8 compiles a parenthesised `function` expression eagerly, off the main thread while the script
 * downloads, but this arrow lazily, on the main thread at the first require: for React DOM that is a
 * parse of 600 KB of source in one task, the longest our scripts made (about 100 ms on a phone four
 * times slower than this machine, most of the Total Blocking Time Lighthouse counted over the page
 * without scripts). Written as `function`, React DOM starts in about two thirds of the time (106 to
 * 74 ms there, medians of 8 loads of /contact).
 *
 * The wrappers are rewritten before minification, where the bundler's output is still readable; a
 * chunk that holds a wrapper of another shape fails the build, so that a new bundler version cannot
 * quietly undo this.
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
