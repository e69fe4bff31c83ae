import { describe, expect, it } from "vitest";
import { whyNotALink } from "../scripts/lib/linkProblem.ts";
import { linkDefinition, linkPattern } from "../scripts/lib/schemas.ts";

/** Each value is refused by the link rule; the reason must point the editor at what is really wrong. */
describe("why a link value is refused", () => {
  const refused = (value: string) => {
    expect(linkPattern().test(value), `${JSON.stringify(value)} is refused by the schema`).toBe(false);
    return whyNotALink(value);
  };

  it("explains a phone number by what a phone number may hold, not by its spaces (they are allowed there)", () => {
    expect(linkPattern().test("tel:+971 4 555 0100")).toBe(true);
    const why = refused("tel:+971 4 x");
    expect(why).toContain('a phone number holds only digits, spaces, "(", ")" and "-"');
    expect(why).toContain('"tel:+97145550100"');
    expect(why).not.toContain("%20");
  });

  it('suggests "https://" in front of a host and port, which only reads like a scheme', () => {
    expect(refused("localhost:3000/x")).toBe('a web address starts with "https://": write "https://localhost:3000/x"');
    expect(refused("www.example.com:8080")).toBe('a web address starts with "https://": write "https://www.example.com:8080"');
    // A scheme with a number after it is still a scheme.
    expect(refused("javascript:1")).toContain('"javascript:" links can run code');
  });

  it("names an invisible character at the end as invisible, not as a space", () => {
    expect(refused("/about-us\ufeff")).toBe("it holds an invisible character (U+FEFF): type the link again");
    expect(refused("\u200b/about-us")).toBe("it holds an invisible character (U+200B): type the link again");
    expect(refused("/about-us ")).toBe("it starts or ends with a space: remove it");
  });

  it("suggests %20 for a space only where %20 makes the link valid", () => {
    expect(refused("/downloads/price list.pdf")).toBe("it holds a space: write %20 instead, or remove it");
    expect(refused("#our services")).toBe("it holds a space: remove it");
  });

  it("asks for small letters in every scheme the schema allows, and refuses the others as never allowed", () => {
    for (const scheme of ["HTTPS", "Http", "MAILTO", "Tel"]) expect(refused(`${scheme}:x`)).toBe(`write "${scheme.toLowerCase()}:" in small letters`);
    for (const scheme of ["ftp", "sms", "file", "vbscript"]) expect(refused(`${scheme}:x`)).toContain(`"${scheme}:" links can run code`);
  });

  it("reads the allowed schemes from the link definition's examples, which name every scheme the pattern accepts", () => {
    const { pattern, examples } = linkDefinition();
    // "https?:" names two schemes; "(?:" has no letters, so it names none.
    const inPattern = [...pattern.matchAll(/([a-z]+)(s\?)?:/g)].flatMap(([, name, optionalS]) => (optionalS ? [name!, `${name}s`] : [name!]));
    const inExamples = examples.flatMap((example) => /^([a-z]+):/.exec(example)?.[1] ?? []);
    expect(inPattern.sort()).toEqual(["http", "https", "mailto", "tel"]);
    expect([...new Set(inExamples)].sort()).toEqual(inPattern);
    for (const example of examples) expect(linkPattern().test(example), example).toBe(true);
  });
});
