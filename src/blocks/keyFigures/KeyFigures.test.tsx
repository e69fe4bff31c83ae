import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../tests/render.tsx";
import { lightPalette } from "../../theme/palette.ts";
import { KeyFigures } from "./KeyFigures.tsx";

const figures = [
  { value: "99.9%", label: "guaranteed uptime" },
  { value: "50GB+", label: "mailbox for every user" },
  { value: "1 TB", label: "file storage per user" },
  { value: "300", label: "users on one plan" },
];

describe("key figures block", () => {
  it("lists each figure with what it measures, read together as one phrase, in order", () => {
    renderWithSite(<KeyFigures type="keyFigures" heading="At a glance" figures={figures} />);
    const section = screen.getByRole("region", { name: "At a glance" });
    const items = within(within(section).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "99.9% guaranteed uptime",
      "50GB+ mailbox for every user",
      "1 TB file storage per user",
      "300 users on one plan",
    ]);
  });

  it("shows the figure itself in bold, apart from its label", () => {
    renderWithSite(<KeyFigures type="keyFigures" figures={figures.slice(0, 2)} />);
    expect(screen.getByText("99.9%").tagName).toBe("STRONG");
    expect(screen.getByText("guaranteed uptime").tagName).not.toBe("STRONG");
  });

  it("sits on the tinted band when asked, and on the page colour otherwise", () => {
    renderWithSite(
      <>
        <KeyFigures type="keyFigures" heading="Tinted" background="tinted" figures={figures} />
        <KeyFigures type="keyFigures" heading="Plain" figures={figures} />
      </>,
    );
    expect(screen.getByRole("region", { name: "Tinted" })).toHaveStyle({ backgroundColor: lightPalette.surface });
    expect(screen.getByRole("region", { name: "Plain" })).not.toHaveStyle({ backgroundColor: lightPalette.surface });
  });
});
