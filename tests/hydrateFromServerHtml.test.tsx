import { act } from "react";
import { describe, expect, it } from "vitest";
import { hydrateFromServerHtml } from "./render.tsx";

/** The helper the hydration checks share must see both ways React reports a page that changed on hydration. */
describe("hydrateFromServerHtml", () => {
  it("reports nothing when the browser's first render equals the server HTML", async () => {
    const { html, container, root, errors, recoverable } = await hydrateFromServerHtml(<p>Same on both sides</p>);
    expect(html).toBe("<p>Same on both sides</p>");
    expect(container.textContent).toBe("Same on both sides");
    expect([errors, recoverable]).toEqual([[], []]);
    act(() => root.unmount());
  });

  it("reports a changed structure as a recoverable error, which console.error alone would miss", async () => {
    const { root, errors, recoverable } = await hydrateFromServerHtml(<section><h2>Client</h2></section>, { serverUi: <section><p>Server</p></section> });
    expect(recoverable).toHaveLength(1);
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it("reports a changed attribute through console.error", async () => {
    const { root, errors } = await hydrateFromServerHtml(<p title="client">Text</p>, { serverUi: <p title="server">Text</p> });
    expect(errors.length).toBeGreaterThan(0);
    act(() => root.unmount());
  });
});
