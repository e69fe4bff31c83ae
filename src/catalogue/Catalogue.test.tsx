import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { catalogue } from "virtual:catalogue";
import { loadBlocks } from "../blocks/blockCache.ts";
import { renderWithSite } from "../../tests/render.tsx";
import { Catalogue } from "./Catalogue.tsx";

beforeAll(async () => {
  await loadBlocks(catalogue.flatMap((entry) => entry.examples.map((example) => example.block)), "en");
});

const sheet = (title: string) => screen.getByRole("article", { name: title });

describe("the block catalogue", () => {
  it("shows every block type under its name, with its type, its description and a link to it at the top", () => {
    renderWithSite(<Catalogue entries={catalogue} />, { path: "/_catalogue" });
    expect(screen.getByRole("heading", { level: 1, name: "Block catalogue" })).toBeInTheDocument();
    const jumps = within(screen.getByRole("navigation", { name: "Block types" })).getAllByRole("link");
    expect(jumps.map((link) => link.getAttribute("href"))).toEqual(catalogue.map((entry) => `#block-${entry.type}`));
    for (const entry of catalogue) {
      const article = sheet(entry.title);
      expect(article).toHaveAttribute("id", `block-${entry.type}`);
      expect(within(article).getByText(`"type": "${entry.type}"`)).toBeInTheDocument();
      expect(within(article).getByText(entry.description)).toBeInTheDocument();
    }
  });

  it("renders each example as a page would, beside its JSON, and no example is rejected", () => {
    renderWithSite(<Catalogue entries={catalogue} />, { path: "/_catalogue" });
    expect(screen.queryByText(/This example does not pass validation/)).toBeNull();
    const hero = sheet("Hero block");
    expect(within(hero).getByRole("heading", { level: 1, name: "Cloud & Cyber Security" })).toBeInTheDocument();
    expect(within(hero).getByRole("img", { name: "A shield over a cloud network" })).toHaveAttribute("width");
    expect(within(hero).getByText(/"heading": "Cloud & Cyber Security"/)).toBeInTheDocument();
    expect(within(sheet("Accordion block")).getByRole("heading", { name: "Which countries do you serve?" }).closest("summary")).toBeInTheDocument();
  });

  it("lists a block's fields with their help text and whether each is required", async () => {
    renderWithSite(<Catalogue entries={catalogue} />, { path: "/_catalogue" });
    const hero = sheet("Hero block");
    await userEvent.click(within(hero).getByText("Fields (8)"));
    expect(within(hero).getByText("heading").closest("dt")).toHaveTextContent("heading (required)");
    expect(within(hero).getByText("One or two sentences under the heading.")).toBeInTheDocument();
  });

  it("copies an example's JSON with its button and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithSite(<Catalogue entries={catalogue} />, { path: "/_catalogue" });
    const hero = sheet("Hero block");
    await user.click(within(hero).getByRole("button", { name: "Copy JSON of the Hero block example" }));
    expect(writeText).toHaveBeenCalledWith(catalogue.find((entry) => entry.type === "hero")!.examples[0]!.json);
    expect(within(hero).getByRole("status")).toHaveTextContent("Copied");
  });

  it("selects the JSON for Ctrl+C when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn().mockRejectedValue(new Error("not allowed")) }, configurable: true });
    renderWithSite(<Catalogue entries={catalogue} />, { path: "/_catalogue" });
    const hero = sheet("Hero block");
    await user.click(within(hero).getByRole("button", { name: "Copy JSON of the Hero block example" }));
    expect(within(hero).getByRole("status")).toHaveTextContent("Selected: press Ctrl+C (⌘C on a Mac) to copy");
    expect(window.getSelection()?.toString()).toContain('"type": "hero"');
  });
});
