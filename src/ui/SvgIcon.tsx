import { createElement } from "react";
import type { IconNode } from "lucide";

interface Props {
  /** A drawing of the lucide icon set, as its shapes: `import { Sun } from "lucide"`. */
  icon: IconNode;
  /** Width and height in pixels; the drawing is on a 24 × 24 grid. */
  size?: number;
  strokeWidth?: number;
  color?: string;
  className?: string;
}

/**
 * One lucide icon as an inline SVG, drawn as lucide draws it (2 px rounded strokes in the text colour).
 * Every icon on the site sits beside words that carry its meaning, so screen readers skip it. The icon
 * set's own React components (lucide-react) would add a runtime of about 1 KB brotli (a context,
 * attribute building) to every page's first load, for the header's icons.
 */
export function SvgIcon({ icon, size = 24, strokeWidth = 2, color = "currentColor", className }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
