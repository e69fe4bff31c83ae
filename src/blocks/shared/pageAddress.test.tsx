import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../../tests/render.tsx";
import { PageOfBlock, usePageAddress } from "./pageAddress.ts";

/** A block that shows the address it reads. */
function Reader({ name }: { name: string }) {
  const { path, search } = usePageAddress();
  return <p data-testid={name}>{`${path} ${search}`}</p>;
}

/** A page as app/PageFrame.tsx gives it to its blocks: its route, and which addresses are its own. */
const pageAt = (path: string, addresses: string[]) => ({ path, isAt: (address: string) => addresses.includes(address) });

describe("usePageAddress", () => {
  it("gives a block on a page drawn ahead its own path and no query, and the query once the window is at that page", async () => {
    const contact = pageAt("/contact", ["/contact", "/contact-us"]);
    const { getByTestId, location } = renderWithSite(
      <>
        <PageOfBlock value={pageAt("/search", ["/search"])}>
          <Reader name="shown" />
        </PageOfBlock>
        <PageOfBlock value={contact}>
          <Reader name="ahead" />
        </PageOfBlock>
      </>,
      { path: "/search?q=cloud" },
    );
    expect(getByTestId("shown").textContent).toBe("/search q=cloud");
    expect(getByTestId("ahead").textContent).toBe("/contact ");

    await act(async () => location.navigate("/contact-us?plan=basic"));
    expect(getByTestId("ahead").textContent).toBe("/contact plan=basic");
    expect(getByTestId("shown").textContent).toBe("/search ");
  });

  it("gives a block outside any page the window's address", () => {
    const { getByTestId } = renderWithSite(<Reader name="catalogue" />, { path: "/_catalogue?block=hero" });
    expect(getByTestId("catalogue").textContent).toBe("/_catalogue block=hero");
  });
});
