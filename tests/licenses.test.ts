import { describe, expect, it } from "vitest";
import { licenseOf, licenseProblems, type InstalledPackage } from "../scripts/lib/licenses.ts";

const pkg = (license: InstalledPackage["license"], extra: Partial<InstalledPackage> = {}): InstalledPackage => ({ name: "some-package", version: "1.2.3", license, ...extra });

describe("the production dependencies' licences", () => {
  it("accepts the permissive licences and the font's OFL", () => {
    expect(licenseProblems([pkg("MIT"), pkg("ISC"), pkg("BSD-3-Clause"), pkg("Apache-2.0"), pkg("BlueOak-1.0.0"), pkg("OFL-1.1")])).toEqual([]);
  });

  it("accepts a choice of licences when one of them is allowed", () => {
    expect(licenseProblems([pkg("(MIT OR CC0-1.0)"), pkg("GPL-3.0-only OR MIT")])).toEqual([]);
  });

  it("names a copyleft licence, and one that must be taken together with an allowed one", () => {
    expect(licenseProblems([pkg("GPL-3.0-only"), pkg("MIT AND AGPL-3.0-only")])).toEqual([
      "some-package@1.2.3: GPL-3.0-only is not among the allowed licences",
      "some-package@1.2.3: MIT AND AGPL-3.0-only is not among the allowed licences",
    ]);
  });

  it("names a package without a licence, or with one that is no SPDX expression", () => {
    expect(licenseProblems([pkg(undefined), pkg("SEE LICENSE IN LICENSE.txt")])).toEqual([
      "some-package@1.2.3: names no licence",
      'some-package@1.2.3: "SEE LICENSE IN LICENSE.txt" is not an SPDX licence expression',
    ]);
  });

  it("reads the old forms: an object with a type, and a list of licences to choose from", () => {
    expect(licenseOf(pkg({ type: "MIT" }))).toBe("MIT");
    expect(licenseOf(pkg(undefined, { licenses: [{ type: "MIT" }, { type: "Apache-2.0" }] }))).toBe("MIT OR Apache-2.0");
    expect(licenseProblems([pkg(undefined, { licenses: [{ type: "MIT" }] })])).toEqual([]);
  });
});
