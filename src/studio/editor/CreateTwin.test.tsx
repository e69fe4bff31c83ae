import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StudioConflict, StudioFile } from "../studioApi.ts";
import { CreateTwin } from "./CreateTwin.tsx";

/** The studio's answers to POST /twin, in turn; each request's body is kept. */
let answers: { status: number; body: unknown }[];
let requests: unknown[];

beforeEach(() => {
  answers = [];
  requests = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    expect([init?.method, new URL(input, "https://studio.example").pathname]).toEqual(["POST", "/_studio/api/twin"]);
    requests.push(JSON.parse(String(init?.body)));
    const { status, body } = answers.shift()!;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
});

afterEach(() => vi.unstubAllGlobals());

const careers = { path: "pages/careers.json", route: "/careers", version: "v1" };
const createButton = () => screen.getByRole("button", { name: "Create the Arabic twin" });

function renderCreateTwin(dirty: boolean) {
  const location = memoryLocation({ path: "/edit", record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CreateTwin {...careers} dirty={dirty} />
    </Router>,
  );
  return location;
}

describe("Create the Arabic twin", () => {
  it("with unsaved changes, asks for them to be saved first and sends nothing: the twin is made from the page as saved", async () => {
    const location = renderCreateTwin(true);
    await userEvent.click(createButton());
    expect(screen.getByRole("alert")).toHaveTextContent("Save your changes first: the Arabic twin is made from the page as saved.");
    expect(createButton()).toHaveAccessibleDescription("Save your changes first: the Arabic twin is made from the page as saved.");
    expect(requests).toEqual([]);
    expect(location.history).toEqual(["/edit"]);
  });

  it("when the page changed since it was opened (409), says so in the studio's words and stays, ready to try again", async () => {
    const conflict: StudioConflict = { error: "pages/careers.json was changed since you opened it (by another editor?), so its Arabic twin was not made from it. Reload it to see that version.", current: {} as StudioFile };
    answers.push({ status: 409, body: conflict });
    const location = renderCreateTwin(false);
    await userEvent.click(createButton());
    expect(await screen.findByText(conflict.error)).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(conflict.error);
    expect(requests).toEqual([{ path: careers.path, version: careers.version }]);
    expect(createButton()).toBeEnabled();
    expect(location.history).toEqual(["/edit"]);
  });

  it("says it is working while the twin is written, then opens the twin's editor", async () => {
    let answered!: () => void;
    const written = new Promise<void>((resolve) => (answered = resolve));
    vi.stubGlobal("fetch", async () => {
      await written;
      return new Response(JSON.stringify({ path: "pages/ar/careers.json" }), { status: 201, headers: { "Content-Type": "application/json" } });
    });
    const location = renderCreateTwin(false);
    await userEvent.click(createButton());
    expect(screen.getByRole("button", { name: "Creating the Arabic twin…" })).toBeDisabled();
    answered();
    await vi.waitFor(() => expect(location.history).toEqual(["/edit", "/edit?file=pages%2Far%2Fcareers.json"]));
  });
});
