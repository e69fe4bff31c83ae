import { describe, expect, it } from "vitest";
import { checkEnquiry } from "../shared/enquirySchema.ts";
import { ar as arLayout } from "./ar.ts";
import { arBlocks } from "./arBlocks.ts";
import { en as enLayout } from "./en.ts";
import { enBlocks } from "./enBlocks.ts";
import { plural } from "./plural.ts";

/** Each language's words, the layout's and the blocks' together. */
const ar = { ...arLayout, ...arBlocks };
const en = { ...enLayout, ...enBlocks };

/** Every text of a words file that is not a function, with where it is: ['search.open', 'بحث']. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

/** The counts' words (`Plural`s): every object whose texts include an `other` form. */
function plurals(value: unknown, path = ""): [string, Record<string, string>][] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  if (typeof (value as { other?: unknown }).other === "string") return [[path, value as Record<string, string>]];
  return Object.entries(value).flatMap(([key, item]) => plurals(item, path ? `${path}.${key}` : key));
}

describe("the Arabic words", () => {
  it("give every count all six forms Arabic grammar has (zero, one, two, few, many, other)", () => {
    const forms = new Intl.PluralRules("ar").resolvedOptions().pluralCategories;
    expect(forms).toHaveLength(6);
    const counts = plurals(ar);
    expect(counts.map(([path]) => path)).toEqual(plurals(en).map(([path]) => path));
    for (const [path, count] of counts) expect([path, Object.keys(count).sort()]).toEqual([path, [...forms].sort()]);
  });

  it("say a count of minutes to read as Arabic does: دقيقة واحدة، دقيقتان، 3 دقائق، 11 دقيقة، 100 دقيقة", () => {
    const said = [1, 2, 3, 11, 100].map((count) => plural("ar", count, ar.blocks.articleHeader.readingTime));
    expect(said).toEqual(["دقيقة واحدة للقراءة", "دقيقتان للقراءة", "3 دقائق للقراءة", "11 دقيقة للقراءة", "100 دقيقة للقراءة"]);
  });

  it("write numbers in the digits 0–9, never the Arabic-Indic ones", () => {
    const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/;
    expect(texts(ar).filter(([, text]) => arabicIndic.test(text))).toEqual([]);
  });

  it("use Arabic punctuation: no Latin comma, question mark or semicolon", () => {
    expect(texts(ar).filter(([, text]) => /[,?;]/.test(text))).toEqual([]);
    expect(ar.blocks.comparisonTable.comparisonOf(["Starter", "Standard", "Plus"])).toBe("مقارنة بين Starter، Standard، Plus");
  });

  it("name the twelve months", () => {
    expect(ar.dates.months).toHaveLength(12);
    expect(new Set(ar.dates.months).size).toBe(12);
  });
});

describe("the contact form's rules in Arabic", () => {
  const valid = { designation: "مدير تقنية المعلومات", name: "عائشة خان", orgname: "شركة المثال للتجارة", address: "aisha@example.com", phone: "", message: "نرجو تزويدنا بعرض سعر." };

  it("say what is missing in Arabic, field by field, with the same rules as in English", async () => {
    const verdict = await checkEnquiry({}, ar.contactForm.fields);
    expect(verdict).toEqual({
      ok: false,
      problems: {
        designation: "يُرجى إدخال المسمى الوظيفي",
        name: "يُرجى إدخال الاسم",
        orgname: "يُرجى إدخال اسم المؤسسة",
        address: "يُرجى إدخال البريد الإلكتروني",
        message: "يُرجى كتابة الرسالة",
      },
    });
    expect(await checkEnquiry({ ...valid, address: "aisha@example", phone: "050 123" }, ar.contactForm.fields)).toEqual({
      ok: false,
      problems: { address: "البريد الإلكتروني غير صحيح", phone: "رقم الهاتف غير صحيح" },
    });
  });

  it("accept the same enquiry as the English rules do", async () => {
    expect(await checkEnquiry(valid, ar.contactForm.fields)).toEqual(await checkEnquiry(valid));
  });

  it("say each field's limit with the number's Arabic plural form", async () => {
    const tooLong = { ...valid, name: "ا".repeat(101), orgname: "ا".repeat(151), address: `${"a".repeat(250)}@example.com`, message: "ا".repeat(5001) };
    expect(await checkEnquiry(tooLong, ar.contactForm.fields)).toEqual({
      ok: false,
      problems: {
        name: "الحد الأقصى لحقل «الاسم» هو 100 حرف",
        orgname: "الحد الأقصى لحقل «اسم المؤسسة» هو 150 حرفًا",
        address: "الحد الأقصى لحقل «البريد الإلكتروني» هو 254 حرفًا",
        message: "الحد الأقصى لحقل «الرسالة» هو 5000 حرف",
      },
    });
  });

  it("say English when no words are given", async () => {
    expect(await checkEnquiry({ ...valid, name: " " })).toEqual({ ok: false, problems: { name: "Name is required" } });
  });
});
