import type { ReactNode } from "react";
import type { CSSObject } from "@emotion/react";

/** Hidden from sight but read by screen readers (the usual clip pattern). */
export const visuallyHidden: CSSObject = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>;
}
