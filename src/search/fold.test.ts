import { describe, expect, it } from "vitest";
import { fold, foldWithOrigins } from "./fold.ts";

describe("folding a word for the search", () => {
  it("writes Latin letters in lower case without accents", () => {
    expect(fold("Café Über İstanbul")).toBe("cafe uber istanbul");
  });

  it("drops Arabic vowel marks, shadda, sukun, tanween and the superscript alef", () => {
    expect(fold("تَعَلَّمْ")).toBe("تعلم");
    expect(fold("وتعلّم")).toBe("وتعلم");
    expect(fold("عذرًا")).toBe("عذرا");
    expect(fold("هٰذا")).toBe("هذا");
  });

  it("drops tatweel, which only stretches a line", () => {
    expect(fold("لـ Microsoft")).toBe("ل microsoft");
    expect(fold("الســحابة")).toBe("السحابه");
  });

  it("writes every form of alef as a bare alef", () => {
    expect(["أمن", "إمن", "آمن", "ٱمن", "امن"].map(fold)).toEqual(["امن", "امن", "امن", "امن", "امن"]);
    expect(fold("الإدارة")).toBe(fold("الادارة"));
  });

  it("writes taa marbuta as haa and alef maqsura as yaa", () => {
    expect(fold("مدرسة")).toBe(fold("مدرسه"));
    expect(fold("مستشفى")).toBe(fold("مستشفي"));
  });

  it("keeps the hamza on waw and yaa, which is part of a word's spelling", () => {
    expect(fold("مسؤول رئيس")).toBe("مسؤول رئيس");
  });

  it("reads the Persian keyboard's yaa and kaaf as Arabic's, and a lam-alef ligature as its two letters", () => {
    expect(fold("ی")).toBe("ي");
    expect(fold("ک")).toBe("ك");
    expect(fold("ﻻ")).toBe("لا");
  });

  it("writes Arabic-Indic digits as ASCII digits", () => {
    expect(fold("٢٠٢٥ و ۱۲۳")).toBe("2025 و 123");
  });

  it("says where each folded character comes from in the text as written", () => {
    const { folded, origins } = foldWithOrigins("أَمْن ﬁx");
    expect(folded).toBe("امن fix");
    // أ at 0, its fatha at 1, م at 2, its sukun at 3, ن at 4; the ligature ﬁ (at 6) gives two letters.
    expect(origins).toEqual([0, 2, 4, 5, 6, 6, 7]);
  });
});
