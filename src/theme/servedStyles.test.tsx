import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { theme } from "./theme.ts";
import { GlobalStyles } from "./GlobalStyles.tsx";
import { adoptServedStyles, servedStyleTags } from "./servedStyles.ts";

const chunks = [
  { key: "css-global", ids: ["g1"], css: "body{margin:0;}" },
  { key: "css", ids: ["a1", "b2"], css: ".css-a1{color:red;}.css-b2{color:blue;}" },
];

const renderGlobalStyles = () =>
  render(
    <CacheProvider value={createCache({ key: "css" })}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
      </ThemeProvider>
    </CacheProvider>,
  );

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllEnvs();
});

describe("the page's CSS as the server writes it", () => {
  it("names each tag's rules in the site's own attribute, not emotion's", () => {
    expect(servedStyleTags(chunks)).toBe(
      '<style data-served-css="g1">body{margin:0;}</style><style data-served-css="a1 b2">.css-a1{color:red;}.css-b2{color:blue;}</style>',
    );
  });

  it("leaves out a chunk without rules", () => {
    expect(servedStyleTags([{ key: "css", ids: [], css: "" }])).toBe("");
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

    document.head.innerHTML = `<meta charset="utf-8">${servedStyleTags([{ key: "css", ids: [id], css: `.css-${id}{color:rebeccapurple;}` }])}<title>t</title>`;
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

  it("in the built site, always brings the document-wide rules, so <Global> is not even rendered there", () => {
    vi.stubEnv("PROD", true);
    vi.stubEnv("SSR", false);
    document.head.innerHTML = servedStyleTags(chunks);
    const served = document.head.innerHTML;
    renderGlobalStyles();
    expect(document.head.innerHTML).toBe(served);
  });

  it("on the dev server's page, which is not prerendered, comes from <Global>", () => {
    renderGlobalStyles();
    expect(document.head.querySelector('style[data-emotion="css-global"]')).not.toBeNull();
  });
});
