import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../tests/render.tsx";
import { SearchButton } from "./SearchButton.tsx";
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

async function openSearch() {
  const user = userEvent.setup();
  const view = renderWithSite(<SearchButton />);
  await user.click(screen.getByRole("button", { name: "Search" }));
  // The popup's code is its own chunk, so it appears once that has loaded.
  const dialog = await screen.findByRole("dialog", { name: "Search the site" });
  return { user, dialog, ...view };
}

describe("the search popup", () => {
  it("fetches the index only once search is opened", async () => {
    renderWithSite(<SearchButton />);
    expect(fetchIndex).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("dialog");
    expect(fetchIndex).toHaveBeenCalledWith("/assets/search-index-test.json");
  });

  it("opens a dialog from a button that says it has one, with the keyword field focused", async () => {
    renderWithSite(<SearchButton />);
    const button = screen.getByRole("button", { name: "Search" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const input = within(await screen.findByRole("dialog")).getByRole("searchbox", { name: "Keywords" });
    expect(input).toHaveAttribute("name", "s");
    expect(input).toHaveFocus();
    expect(input.closest("form")).toHaveAttribute("action", "/search");
  });

  it("lists the one page a word appears on, with the word highlighted in its snippet", async () => {
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByRole("searchbox"), "dubai");
    const link = await within(dialog).findByRole("link", { name: /About Us/ });
    expect(link).toHaveAttribute("href", "/about-us");
    expect(within(dialog).getAllByRole("link")).toHaveLength(1);
    expect(within(link).getByText("Dubai").tagName).toBe("MARK");
    expect(within(dialog).getByRole("status")).toHaveTextContent("1 page matches.");
  });

  it("lists the page whose title matches first", async () => {
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByRole("searchbox"), "security");
    await within(dialog).findByText("3 pages match.");
    expect(within(dialog).getAllByRole("link")[0]).toHaveAttribute("href", "/services/cyber-security");
  });

  it("says when no page matches", async () => {
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByRole("searchbox"), "xyz");
    expect(await within(dialog).findByText("No pages match “xyz”.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("link")).not.toBeInTheDocument();
  });

  it("opens the best match on Enter and closes", async () => {
    const { user, dialog, location } = await openSearch();
    await user.type(within(dialog).getByRole("searchbox"), "firewalls{Enter}");
    expect(location.history.at(-1)).toBe("/services/cyber-security");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { user } = await openSearch();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Search" });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
