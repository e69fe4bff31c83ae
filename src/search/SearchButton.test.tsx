import { act } from "react";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { prerenderWithSite, renderWithSite } from "../../tests/render.tsx";
import { SearchButton } from "./SearchButton.tsx";
import { SearchDialog } from "./SearchDialog.tsx";
import { indexMetaName } from "./loadSearchIndex.ts";
import type { SearchIndex } from "./searchIndex.ts";

const index: SearchIndex = {
  version: 1,
  documents: [
    { r: "/", t: "Home", d: "IT solutions for growing companies.", x: "Cloud hosting, security and websites." },
    { r: "/about-us", t: "About Us", d: "Who we are.", x: "Our offices are in Dubai and Riyadh. We care about security." },
    { r: "/services/cyber-security", t: "Cyber Security", d: "Protect your business.", x: "Firewalls and audits." },
  ],
};

const fetchIndex = vi.fn(async () => new Response(JSON.stringify(index), { headers: { "content-type": "application/json" } }));

beforeAll(() => {
  const meta = document.createElement("meta");
  meta.name = indexMetaName;
  meta.content = "/assets/search-index-test.json";
  document.head.append(meta);
  vi.stubGlobal("fetch", fetchIndex);
});

// Closed, the popup is hidden, and so is the heading that names it: it is found by its tag until opened.
const popupOf = () => document.querySelector("dialog")!;

/** The header's Search button and the popup it opens, which the page draws apart from it (layout/side/SideElements.tsx). */
const searchControls = (
  <>
    <SearchButton />
    <SearchDialog />
  </>
);

/** Opens the popup as the browser's invoker command does (jsdom has none): showModal(), then the field takes the focus. */
async function openSearch() {
  const user = userEvent.setup();
  const view = renderWithSite(searchControls);
  act(() => popupOf().showModal());
  const dialog = screen.getByRole("dialog", { name: "Search the site" });
  const field = within(dialog).getByRole("searchbox", { name: "Keywords" });
  await user.click(field);
  return { user, dialog, field, ...view };
}

describe("the search popup", () => {
  it("is in the prerendered page: the Search button opens it by the browser's own invoker command, and its field takes the focus as it opens", () => {
    const page = document.createElement("div");
    page.innerHTML = prerenderWithSite(searchControls);
    document.body.append(page);
    onTestFinished(() => page.remove());
    const button = page.querySelector('button[aria-label="Search"]')!;
    const dialog = page.querySelector("dialog")!;
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("command", "show-modal");
    expect(button.getAttribute("commandfor")).toBe(dialog.id);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)).toHaveTextContent("Search the site");
    expect(dialog).toHaveAttribute("closedby", "any");
    expect(dialog.querySelector('button[aria-label="Close search"]')).toHaveAttribute("command", "close");
    expect(dialog.querySelector('input[type="search"]')).toHaveAttribute("autofocus");
  });

  it("holds a form that sends the keywords to the /search page, which answers without JavaScript", () => {
    renderWithSite(searchControls);
    const field = within(popupOf()).getByRole("searchbox", { name: "Keywords", hidden: true });
    expect(field).toHaveAttribute("name", "s");
    expect(field.closest("form")).toHaveAttribute("action", "/search");
    expect(field.closest("form")).toHaveAttribute("method", "get");
  });

  it("fetches the index only once search is opened", async () => {
    renderWithSite(searchControls);
    expect(fetchIndex).not.toHaveBeenCalled();
    act(() => popupOf().showModal());
    await userEvent.setup().click(within(popupOf()).getByRole("searchbox"));
    await waitFor(() => expect(fetchIndex).toHaveBeenCalledWith("/assets/search-index-test.json"));
  });

  it("lists the one page a word appears on, with the word highlighted in its snippet", async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, "dubai");
    const link = await within(dialog).findByRole("link", { name: /About Us/ });
    expect(link).toHaveAttribute("href", "/about-us");
    expect(within(dialog).getAllByRole("link")).toHaveLength(1);
    expect(within(link).getByText("Dubai").tagName).toBe("MARK");
    expect(within(dialog).getByRole("status")).toHaveTextContent("1 page matches.");
  });

  it("lists the page whose title matches first", async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, "security");
    await within(dialog).findByText("3 pages match.");
    expect(within(dialog).getAllByRole("link")[0]).toHaveAttribute("href", "/services/cyber-security");
  });

  it("says when no page matches", async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, "xyz");
    expect(await within(dialog).findByText("No pages match “xyz”.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("link")).not.toBeInTheDocument();
  });

  it("opens the best match on Enter, without a reload, and closes", async () => {
    const { user, dialog, field, location } = await openSearch();
    await user.type(field, "firewalls");
    await within(dialog).findByText("1 page matches.");
    await user.keyboard("{Enter}");
    expect(location.history.at(-1)).toBe("/services/cyber-security");
    expect(dialog).not.toHaveAttribute("open");
  });

  it("closes on one Escape press, even with words in the field", async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, "cloud");
    await user.keyboard("{Escape}");
    expect(dialog).not.toHaveAttribute("open");
  });
});
