import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { prerenderWithSite, renderWithSite } from "../../tests/render.tsx";
import { storageKey } from "./colorScheme.ts";
import { applySchemeAtLoad, schemeAtLoadArguments } from "./schemeAtLoad.ts";
import { ThemeSwitch } from "./ThemeSwitch.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";

describe("labelled theme switch (web-development page)", () => {
  // The page's inline script, which answers a press on any switch: the switch has no handler of its own.
  beforeAll(() => applySchemeAtLoad(...schemeAtLoadArguments));

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
