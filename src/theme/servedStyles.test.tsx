import { afterEach, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { theme } from "./theme.ts";
import { GlobalStyles } from "./GlobalStyles.tsx";
import { adoptServedStyles, globalStylesServed, servedStyleTags } from "./servedStyles.ts";

const chunks = [
  { key: "css-global", ids: ["g1"], css: "body{margin:0;}" },
  { key: "css", ids: ["a1", "b2"], css: ".css-a1{color:red;}.css-b2{color:blue;}" },
];

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the page's CSS as the server writes it", () => {
  it("names each tag's rules in the site's own attribute, not emotion's, and marks the global ones", () => {
    expect(servedStyleTags(chunks, "css")).toBe(
      '<style data-served-css="g1" data-served-global>body{margin:0;}</style><style data-served-css="a1 b2">.css-a1{color:red;}.css-b2{color:blue;}</style>',
    );
  });

  it("leaves out a chunk without rules", () => {
    expect(servedStyleTags([{ key: "css", ids: [], css: "" }], "css")).toBe("");
  });
});

describe("the page's CSS in the browser", () => {
  it("is neither moved nor added again by emotion once the cache has adopted it", () => {
    const Note = () => <p css={{ color: "rebeccapurple" }}>Note</p>;
    // The class and rules emotion gives this element, as the server would have written them.
    const first = render(
      <CacheProvider value={createCache({ key: "css" })}>
        <Note />
      </CacheProvider>,
    );
    const id = /css-(\w+)/.exec(first.getByText("Note").className)![1]!;
    first.unmount();

    document.head.innerHTML = `<meta charset="utf-8">${servedStyleTags([{ key: "css", ids: [id], css: `.css-${id}{color:rebeccapurple;}` }], "css")}<title>t</title>`;
    const served = document.head.innerHTML;
    const cache = createCache({ key: "css" });
    adoptServedStyles(cache);
    expect(cache.inserted[id]).toBe(true);
    const second = render(
      <CacheProvider value={cache}>
        <Note />
      </CacheProvider>,
    );
    expect(second.getByText("Note").className).toBe(`css-${id}`);
    expect(document.head.innerHTML).toBe(served);
  });

  it("brings the document-wide rules, so <Global> renders nothing in the browser", () => {
    expect(globalStylesServed()).toBe(false);
    document.head.innerHTML = servedStyleTags(chunks, "css");
    expect(globalStylesServed()).toBe(true);
    const served = document.head.innerHTML;
    const cache = createCache({ key: "css" });
    adoptServedStyles(cache);
    render(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
        </ThemeProvider>
      </CacheProvider>,
    );
    expect(document.head.innerHTML).toBe(served);
  });

  it("without them (the dev server's page), <Global> adds them", () => {
    render(
      <CacheProvider value={createCache({ key: "css" })}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
        </ThemeProvider>
      </CacheProvider>,
    );
    expect(document.head.querySelector('style[data-emotion="css-global"]')).not.toBeNull();
  });
});
