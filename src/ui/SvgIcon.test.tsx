import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { Sun } from "lucide";
import { SvgIcon } from "./SvgIcon.tsx";

describe("an icon of the lucide set", () => {
  it("is drawn as lucide draws it, on its 24 × 24 grid at the size asked for, and hidden from screen readers", () => {
    const { container } = render(<SvgIcon icon={Sun} size={20} className="sun" />);
    const svg = container.querySelector("svg")!;
    expect(Object.fromEntries([...svg.attributes].map((attribute) => [attribute.name, attribute.value]))).toEqual({
      xmlns: "http://www.w3.org/2000/svg",
      width: "20",
      height: "20",
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      "stroke-width": "2",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      class: "sun",
      "aria-hidden": "true",
      focusable: "false",
    });
    expect(svg.querySelector("circle")).toHaveAttribute("r", "4");
    expect(svg.querySelectorAll("path")).toHaveLength(8);
  });

  it("takes a stroke width and colour of its own", () => {
    const { container } = render(<SvgIcon icon={Sun} strokeWidth={2.75} color="#067647" />);
    expect(container.querySelector("svg")).toHaveAttribute("stroke-width", "2.75");
    expect(container.querySelector("svg")).toHaveAttribute("stroke", "#067647");
    expect(container.querySelector("svg")).toHaveAttribute("width", "24");
  });
});
