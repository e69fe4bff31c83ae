import type { RJSFSchema } from "@rjsf/utils";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { pagesDir } from "../../../../scripts/lib/paths.ts";
import { bundleSchema } from "../../../../scripts/lib/studio/bundleSchema.ts";
import type { StudioConflict } from "../../studioApi.ts";
import type { JsonObject } from "../openFile.ts";
import { ConflictPanel, type ConflictPanelProps } from "./ConflictPanel.tsx";

const schema = bundleSchema("page.schema.json") as RJSFSchema;
const homeText = readFileSync(join(pagesDir, "index.json"), "utf8");
const home = (): JsonObject & { blocks: JsonObject[] } => JSON.parse(homeText);
const oldHeading = home().blocks[0]!.heading as string;
const oldIntro = home().blocks[0]!.intro as string;

/** Eda changed the hero's heading and saved; "you" changed its introduction meanwhile. */
const theirs = home();
theirs.blocks[0]!.heading = "Software that works, run by people you can call";
const mine = home();
mine.blocks[0]!.intro = "We build it, we run it, we answer the phone.";
const conflict: StudioConflict = {
  error: "pages/index.json was changed on disk since you opened it",
  current: { path: "pages/index.json", text: JSON.stringify(theirs, null, 2), version: "v2" },
  changedBy: { name: "Eda Editor", email: "eda@company.example", at: "2026-03-02T10:15:00+04:00" },
};

function panel(props: Partial<ConflictPanelProps> = {}) {
  const ways = { onKeepMine: vi.fn(), onTakeTheirs: vi.fn(), onSaveMerged: vi.fn() };
  render(<ConflictPanel conflict={conflict} live mine={mine} base={home()} schema={schema} busy={false} focus={1} {...ways} {...props} />);
  return ways;
}

describe("the conflict panel", () => {
  it("says who saved the page meanwhile and takes the keyboard's focus when a save was refused", () => {
    panel();
    const region = screen.getByRole("region", { name: "Eda Editor saved this page meanwhile" });
    expect(region).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(/^Eda Editor saved this page meanwhile\s*Eda Editor \(eda@company\.example\) saved this page at .+, after you opened it\./);
  });

  it("leaves the focus where it is when it opens without a save (a change noticed while the person types)", () => {
    panel({ focus: undefined });
    expect(screen.getByRole("region", { name: "Eda Editor saved this page meanwhile" })).not.toHaveFocus();
  });

  it("lists each field that differs by the form's own words, with both versions' texts in full and who changed it", () => {
    panel();
    expect(screen.getByText("2 fields differ:")).toBeVisible();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["1. Hero block › Heading", "1. Hero block › Introduction"]);
    expect(items[0]).toHaveTextContent(`Changed meanwhile; you left it as it was.Your version${oldHeading}The version saved meanwhileSoftware that works, run by people you can call`);
    expect(items[1]).toHaveTextContent(`You changed this.Your versionWe build it, we run it, we answer the phone.The version saved meanwhile${oldIntro}`);
  });

  it("keeps my version, or takes the other one, each with one button", async () => {
    const user = userEvent.setup();
    const ways = panel();
    await user.click(screen.getByRole("button", { name: "Keep my version" }));
    expect(ways.onKeepMine).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Take the other version (drops my edits)" }));
    expect(ways.onTakeTheirs).toHaveBeenCalledOnce();
  });

  it("merges by hand with the keyboard alone: each difference a choice, mine unless changed, then saves the merged version", async () => {
    const user = userEvent.setup();
    const ways = panel();
    await user.tab();
    expect(screen.getByRole("button", { name: "Keep my version" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Merge by hand" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Merge by hand" })).toHaveAttribute("aria-pressed", "true");

    const heading = screen.getByRole("group", { name: "1. Hero block › Heading" });
    const intro = screen.getByRole("group", { name: "1. Hero block › Introduction" });
    expect(within(heading).getByRole("radio", { name: `Your version: ${oldHeading}` })).toBeChecked();
    expect(within(intro).getByRole("radio", { name: "Your version: We build it, we run it, we answer the phone." })).toBeChecked();

    await user.tab();
    expect(within(heading).getByRole("radio", { name: /^Your version/ })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(heading).getByRole("radio", { name: "The version saved meanwhile: Software that works, run by people you can call" })).toBeChecked();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Save the merged version" })).toHaveFocus();
    await user.keyboard("{Enter}");

    const merged = home();
    Object.assign(merged.blocks[0]!, { heading: "Software that works, run by people you can call", intro: "We build it, we run it, we answer the phone." });
    expect(ways.onSaveMerged).toHaveBeenCalledExactlyOnceWith(merged);
  });

  it("waits while a save is under way", () => {
    panel({ busy: true });
    expect(screen.getByRole("button", { name: "Keep my version" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Take the other version (drops my edits)" })).toBeDisabled();
  });

  it("speaks of the file on disk on the dev server, where a text editor or git changed it", () => {
    panel({ live: false, conflict: { ...conflict, changedBy: undefined } });
    expect(screen.getByRole("region", { name: "The file changed on disk" })).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("pages/index.json was changed on disk since you opened it (in another editor, or by git).");
    expect(screen.getByRole("button", { name: "Load the version on disk (drops my edits)" })).toBeEnabled();
    expect(within(screen.getAllByRole("listitem")[0]!).getByText("The version on disk")).toBeVisible();
  });

  it("says someone else saved it when the server does not say who", () => {
    panel({ conflict: { ...conflict, changedBy: undefined } });
    expect(screen.getByRole("alert")).toHaveTextContent("Someone else saved this page after you opened it.");
  });

  it("offers no merge when the other version is not valid JSON, and says why", () => {
    panel({ live: false, conflict: { ...conflict, current: { ...conflict.current, text: "{ broken" } } });
    expect(screen.getByText(/The version on disk is not valid JSON, so the studio cannot compare it field by field\./)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Merge by hand" })).toBeNull();
  });
});
