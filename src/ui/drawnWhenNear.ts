import type { CSSObject } from "@emotion/react";

/**
 * Styled, laid out and painted only as it nears the screen, standing in meanwhile at about
 * `estimatePx` tall (or at its last drawn height, once it has been drawn).
 */
export const drawnWhenNear = (estimatePx: number): CSSObject => ({ contentVisibility: "auto", containIntrinsicSize: `auto ${estimatePx}px` });
