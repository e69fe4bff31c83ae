import { describe, expect, it } from "vitest";
import { rewriteCommonJsWrappers } from "../scripts/viteEagerCommonJs.ts";

// A chunk as the bundler renders it before minifying: two CommonJS modules, one requiring the other.
const chunk = `import { t as __commonJSMin } from "./rolldown-runtime.js";
var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {
\texports.value = 20;
}));
var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tmodule.exports = { doubled: require_a().value * 2 };
}));
export { require_b as t };
`;

/** Runs a rendered chunk with the bundler's runtime, returning what require_b gives. */
function run(code: string) {
  const body = code.replace(/^import .*$/m, "").replace(/^export .*$/m, "return require_b();");
  const commonJsMin = (factory: (exports: object, module: { exports: object }) => void, module?: { exports: object }) => () => (module || factory((module = { exports: {} }).exports, module), module.exports);
  return new Function("__commonJSMin", body)(commonJsMin);
}

describe("the build's CommonJS wrappers", () => {
  it("are written as function expressions, which V8 compiles while the script downloads, and the modules still work the same", () => {
    const rewritten = rewriteCommonJsWrappers(chunk)!.toString();
    expect(rewritten).toContain("__commonJSMin((function(exports) {");
    expect(rewritten).toContain("__commonJSMin((function(exports, module) {");
    expect(rewritten).not.toMatch(/=>/);
    expect(run(rewritten)).toEqual(run(chunk));
    expect(run(rewritten)).toEqual({ doubled: 40 });
  });

  it("leave a chunk without CommonJS modules alone", () => {
    expect(rewriteCommonJsWrappers('export const a = () => 1;\n')).toBeUndefined();
  });

  it("stop the build when the bundler writes a wrapper of another shape, so that this cannot silently stop working", () => {
    const otherShape = chunk.replace("__commonJSMin(((exports) => {", "__commonJSMin((exports) => {");
    expect(() => rewriteCommonJsWrappers(otherShape)).toThrow("eager-commonjs: 1 of 2 CommonJS wrappers have an unknown shape; update scripts/viteEagerCommonJs.ts");
  });
});
