import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { prerenderWithSite, renderWithSite } from "../../tests/render.tsx";
import { storageKey } from "./colorScheme.ts";
import { ThemeSwitch } from "./ThemeSwitch.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { switchSchemeFromBlocks } from "./schemeSwitches.ts";

describe("labelled theme switch (web-development page)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.dataset.theme = "light";
  });

  it("carries both labels in the prerendered HTML, so CSS shows the right one before any script runs", () => {
    const html = prerenderWithSite(<ThemeSwitch />);
    expect(html).toContain("Dark Mode");
    expect(html).toContain("Light Mode");
  });

  it("turns the site dark and back, remembers the choice, and keeps the header's switch in step", async () => {
    // The app's one listener for every such switch (hydrate.tsx): the switch has no handler of its own.
    onTestFinished(switchSchemeFromBlocks());
    renderWithSite(
      <>
        <ThemeToggle />
        <ThemeSwitch />
      </>,
    );
    const headerToggle = screen.getByRole("button", { name: "Dark Mode", pressed: false });
    const pageSwitch = screen.getAllByRole("button").find((button) => button !== headerToggle)!;
    await userEvent.click(pageSwitch);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem(storageKey)).toBe("dark");
    expect(headerToggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(pageSwitch);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(headerToggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(headerToggle);
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});
