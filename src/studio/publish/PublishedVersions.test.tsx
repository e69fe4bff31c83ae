import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StudioFile, StudioPublishedVersion } from "../studioApi.ts";
import { PublishedVersions } from "./PublishedVersions.tsx";

/** A time this year, in the browser's zone: the list says "28 Nov 10:15" for it. */
const at = (month: number, day: number, hour: number, minute: number) => new Date(new Date().getFullYear(), month - 1, day, hour, minute).toISOString();

const amira = { name: "Amira Haddad", email: "amira@company.example" };
const versions: StudioPublishedVersion[] = [
  { commit: "c3", publisher: amira, date: at(11, 28, 10, 15), changes: [{ field: "Hero heading", kind: "changed", before: "Old", after: "New" }], deleted: false },
  { commit: "c2", publisher: { name: "Jo Park", email: "jo@company.example" }, date: at(11, 20, 8, 30), changes: [{ field: "Block 2 (cards)", kind: "removed", before: "Services" }, { field: "Blocks", kind: "reordered" }], deleted: false },
  { commit: "c1", publisher: amira, date: at(11, 2, 9, 0), changes: [{ field: "Page title", kind: "added", after: "About Us" }], deleted: false },
];
const restored: StudioFile = { path: "pages/about-us.json", text: "{}", version: "v9" };

let requests: { method: string; address: string; file: string | null; body: unknown }[];
let restoreAnswer: { status: number; body: unknown };
let history: StudioPublishedVersion[];

beforeEach(() => {
  requests = [];
  restoreAnswer = { status: 200, body: restored };
  history = versions;
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const url = new URL(input, "https://studio.example");
    const request = { method: init?.method ?? "GET", address: url.pathname.replace(/^\/_studio\/api/, ""), file: url.searchParams.get("file"), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const { status, body } = request.address === "/history" ? { status: 200, body: history } : restoreAnswer;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
});

afterEach(() => vi.unstubAllGlobals());

async function openVersions(props: { dirty?: boolean } = {}) {
  const user = userEvent.setup();
  const onRestored = vi.fn();
  render(<PublishedVersions path="pages/about-us.json" onRestored={onRestored} {...props} />);
  await user.click(screen.getByText("Published versions"));
  const items = await screen.findAllByRole("listitem");
  return { user, onRestored, versions: items.filter((item) => item.parentElement?.tagName === "OL") };
}

describe("a page's published versions", () => {
  it("asks for them only when first opened", async () => {
    const user = userEvent.setup();
    render(<PublishedVersions path="pages/about-us.json" onRestored={vi.fn()} />);
    expect(requests).toEqual([]);
    await user.click(screen.getByText("Published versions"));
    await screen.findByText("28 Nov 10:15");
    await user.click(screen.getByText("Published versions"));
    await user.click(screen.getByText("Published versions"));
    expect(requests).toEqual([{ method: "GET", address: "/history", file: "pages/about-us.json", body: undefined }]);
  });

  it("lists each with its date, its publisher and its changes in words, the newest live and the others restorable", async () => {
    const { versions: items } = await openVersions();
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(["28 Nov 10:15, published by Amira Haddad (live now)", "20 Nov 08:30, published by Jo Park", "2 Nov 09:00, published by Amira Haddad"]);
    expect(within(items[0]!).getByRole("listitem")).toHaveTextContent(`Hero heading: "Old" → "New"`);
    expect(within(items[1]!).getAllByRole("listitem").map((item) => item.textContent)).toEqual([`Removed: Block 2 (cards): "Services"`, "Reordered: Blocks"]);
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Restore this version of 20 Nov 08:30", "Restore this version of 2 Nov 09:00"]);
  });

  it("restores a version as a draft and hands it to the editor with what to say", async () => {
    const { user, onRestored } = await openVersions();
    await user.click(screen.getByRole("button", { name: "Restore this version of 20 Nov 08:30" }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored, "Restored the version of 20 Nov 08:30 as a draft: review and publish it to put it live."));
    expect(requests.at(-1)).toMatchObject({ method: "POST", address: "/restore", body: { path: "pages/about-us.json", commit: "c2" } });
  });

  it("says why a version was not restored, and the editor keeps its file", async () => {
    restoreAnswer = { status: 403, body: { error: "Only a publisher may restore a version." } };
    const { user, onRestored } = await openVersions();
    await user.click(screen.getByRole("button", { name: "Restore this version of 2 Nov 09:00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not restored: Only a publisher may restore a version.");
    expect(onRestored).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Restore this version of 2 Nov 09:00" })).toBeEnabled();
  });

  it("says when a publish deleted the page, which is no version to restore", async () => {
    history = [{ commit: "c4", publisher: amira, date: at(11, 29, 14, 0), changes: [], deleted: true }, ...versions];
    const { versions: items } = await openVersions();
    expect(items[0]).toHaveTextContent("29 Nov 14:00, published by Amira HaddadThis publish deleted the page.");
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    expect(within(items[1]!).getByRole("button")).toHaveTextContent("Restore this version of 28 Nov 10:15");
  });

  it("says so when nothing of the file is published yet", async () => {
    history = [];
    const user = userEvent.setup();
    render(<PublishedVersions path="pages/careers.json" onRestored={vi.fn()} />);
    await user.click(screen.getByText("Published versions"));
    expect(await screen.findByText("No version of this file is published yet: visitors do not see it.")).toBeVisible();
  });

  it("asks before dropping changes not saved yet, and restores nothing when told not to", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user, onRestored } = await openVersions({ dirty: true });
    await user.click(screen.getByRole("button", { name: "Restore this version of 20 Nov 08:30" }));
    expect(confirm).toHaveBeenCalledWith("Restore the version of 20 Nov 08:30? Your unsaved changes to pages/about-us.json will be lost.");
    expect(requests.map((request) => request.method)).toEqual(["GET"]);
    expect(onRestored).not.toHaveBeenCalled();
  });
});
