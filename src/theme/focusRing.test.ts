import { describe, expect, it } from "vitest";
import { focusRingIn } from "./focusRing.ts";
import { theme } from "./theme.ts";

describe("focusRingIn", () => {
  it("points the custom property behind theme.colors.focus at the band's colour", () => {
    const styles = focusRingIn("onBrand");
    const focusVariable = /^var\((--[a-z-]+)\)$/.exec(theme.colors.focus)![1]!;
    expect(styles).toEqual({ [focusVariable]: theme.colors.onBrand });
    expect(focusRingIn("onInverse")).toEqual({ "--color-focus": "var(--color-on-inverse)" });
  });
});
