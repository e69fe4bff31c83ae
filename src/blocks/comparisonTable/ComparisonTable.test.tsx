import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../tests/render.tsx";
import { ComparisonTable } from "./ComparisonTable.tsx";
import type { BlockProps } from "../types.ts";

const plans: BlockProps<"comparisonTable"> = {
  type: "comparisonTable",
  heading: "Compare plans",
  columns: ["Starter", "Standard", "Plus", "Enterprise"],
  rows: [
    { feature: "Meet participants", values: ["100", "150", "150", "150"] },
    { feature: "Meeting recordings", values: [false, true, true, true] },
  ],
};

describe("comparison table block", () => {
  it("is a table captioned with the heading, with a column header per plan after 'Feature'", () => {
    renderWithSite(<ComparisonTable {...plans} />);
    expect(screen.getByRole("heading", { level: 2, name: "Compare plans" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Compare plans" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Feature", "Starter", "Standard", "Plus", "Enterprise"]);
    for (const header of headers) expect(header).toHaveAttribute("scope", "col");
  });

  it("names each row by its feature, as a row header", () => {
    renderWithSite(<ComparisonTable {...plans} />);
    const rowHeaders = screen.getAllByRole("rowheader");
    expect(rowHeaders.map((header) => header.textContent)).toEqual(["Meet participants", "Meeting recordings"]);
    for (const header of rowHeaders) expect(header).toHaveAttribute("scope", "row");
  });

  it("shows text values as written and true/false as 'Included' / 'Not included'", () => {
    renderWithSite(<ComparisonTable {...plans} />);
    const [, participants, recordings] = screen.getAllByRole("row");
    expect(within(participants!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["100", "150", "150", "150"]);
    const marks = within(recordings!).getAllByRole("cell");
    expect(marks[0]).toHaveAccessibleName("Not included");
    expect(marks.slice(1).map((cell) => cell.textContent)).toEqual(["Included", "Included", "Included"]);
    expect(marks[0]!.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the block's caption under the heading and uses it as the table's name", () => {
    renderWithSite(<ComparisonTable {...plans} caption="Google Workspace plans compared" featureLabel="What you get" />);
    expect(screen.getByRole("table", { name: "Google Workspace plans compared" })).toBeInTheDocument();
    // Shown once above the scrolling frame (outside it, so a phone never cuts it off).
    const shown = screen.getByText("Google Workspace plans compared", { selector: "p" });
    expect(shown).toBeVisible();
    expect(screen.getByRole("region", { name: /^Scrollable table/ }).contains(shown)).toBe(false);
    expect(screen.getByRole("columnheader", { name: "What you get" })).toBeInTheDocument();
  });

  it("is a section named by its heading, the table scrolling inside a frame keyboard users can focus, instead of breaking the page on phones", () => {
    renderWithSite(<ComparisonTable {...plans} />);
    expect(screen.getByRole("region", { name: "Compare plans" })).toContainElement(screen.getByRole("table"));
    const region = screen.getByRole("region", { name: "Scrollable table: Compare plans" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByRole("table")).toBeInTheDocument();
  });

  it("still has a caption when the block has neither heading nor caption", () => {
    renderWithSite(<ComparisonTable {...plans} heading={undefined} />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Comparison of Starter, Standard, Plus, Enterprise" })).toBeInTheDocument();
  });
});
