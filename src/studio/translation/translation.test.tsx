import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RJSFSchema } from "@rjsf/utils";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { TranslationBar } from "./TranslationBar.tsx";
import { TranslationContext } from "./translation.ts";
import type { Twin } from "./twinFile.ts";

/** A hero block's fields as its schema has them: words, a link, and a rich text. */
const schema = {
  type: "object",
  properties: {
    eyebrow: { title: "Short label above the heading", type: "string" },
    heading: { title: "Heading", type: "string", minLength: 1 },
    href: { title: "Link", type: "string", "x-link": true },
    content: {
      title: "Text",
      type: "array",
      "x-rich-text": true,
      items: { type: "object", properties: { h2: { type: "string" }, p: { type: "string" } } },
    },
  },
} as RJSFSchema;
const page = { type: "object", properties: { blocks: { type: "array", items: schema } } };

const english = { blocks: [{ eyebrow: "Cloud & Security", heading: "Backups you never have to think about", href: "/contact", content: [{ h2: "How it works" }, { p: "Every night, encrypted." }] }] };
type Hero = Record<string, unknown>;

function ArabicHero({ start, arabic = true }: { start: Hero; arabic?: boolean }) {
  const [value, setValue] = useState(start);
  const form = <SchemaForm schema={schema} value={value} problems={[]} pointer="/blocks/0" idPrefix="block-0" onChange={(next) => setValue(next as Hero)} />;
  return arabic ? <TranslationContext.Provider value={{ english }}>{form}</TranslationContext.Provider> : form;
}

const copied = structuredClone(english.blocks[0]!);

describe("a text field of an Arabic page", () => {
  it("shows the English twin's words at the same place, labelled and in English, and is itself written right to left in Arabic", () => {
    render(<ArabicHero start={copied} />);
    const heading = screen.getByRole("textbox", { name: /^Heading/ });
    const source = screen.getByText("Backups you never have to think about", { selector: ".english-source" });
    expect(source).toHaveTextContent("English: Backups you never have to think about");
    expect(source).toHaveAttribute("lang", "en");
    expect(source).toHaveAttribute("dir", "ltr");
    expect(heading).toHaveAttribute("dir", "rtl");
    expect(heading).toHaveAttribute("lang", "ar");
    expect(heading).toHaveAccessibleDescription(/English: Backups you never have to think about/);
  });

  it("is marked “Not translated yet” while it holds the English words, and loses the mark once it is written in Arabic", async () => {
    const user = userEvent.setup();
    render(<ArabicHero start={copied} />);
    const heading = screen.getByRole("textbox", { name: /^Heading/ });
    expect(heading).toHaveAccessibleDescription(/Not translated yet/);
    expect(screen.getAllByText("Not translated yet")).toHaveLength(3);

    await user.clear(heading);
    expect(heading).toHaveAccessibleDescription(/Not translated yet/);
    await user.type(heading, "نسخ احتياطي لا يشغل بالك");
    expect(heading).not.toHaveAccessibleDescription(/Not translated yet/);
    expect(screen.getAllByText("Not translated yet")).toHaveLength(2);
  });

  it("is marked while it is empty where the English page has words, with the English words above it", () => {
    const { eyebrow: _eyebrow, ...withoutEyebrow } = copied;
    render(<ArabicHero start={{ ...withoutEyebrow, heading: "نسخ احتياطي" }} />);
    const eyebrow = screen.getByRole("textbox", { name: /^Short label above the heading/ });
    expect(eyebrow).toHaveValue("");
    expect(eyebrow).toHaveAccessibleDescription("English: Cloud & Security Not translated yet");
  });

  it("leaves a link as it is: no English words, no mark, left to right", () => {
    render(<ArabicHero start={copied} />);
    const link = screen.getByRole("combobox", { name: /^Link/ });
    expect(link).not.toHaveAttribute("dir");
    expect(link).not.toHaveAccessibleDescription(/English|Not translated/);
  });

  it("shows a rich text's English paragraphs above it, written right to left, marked until every part is Arabic", () => {
    render(<ArabicHero start={{ ...copied, content: [{ h2: "كيف يعمل" }, { p: "Every night, encrypted." }] }} />);
    const text = screen.getByRole("textbox", { name: "Text" });
    expect(text).toHaveAttribute("dir", "rtl");
    expect(text).toHaveAttribute("lang", "ar");
    expect(text).toHaveAccessibleDescription(/English: How it works ?Every night, encrypted\. Not translated yet/);
  });
});

describe("a text field of an English page", () => {
  it("shows no English words and no mark, and is written as the page is", () => {
    render(<ArabicHero start={copied} arabic={false} />);
    const heading = screen.getByRole("textbox", { name: /^Heading/ });
    expect(heading).not.toHaveAttribute("dir");
    expect(screen.queryByText("Not translated yet")).toBeNull();
    expect(screen.queryByText(/^English:/)).toBeNull();
  });
});

describe("the count at the top of an Arabic page's editor", () => {
  const twin: Twin = { kind: "found", language: "en", path: "pages/x.json", value: english };

  it("says how many fields are still to translate, and takes the editor to the first", async () => {
    const onShow = vi.fn();
    const { rerender } = render(<TranslationBar value={{ blocks: [copied] }} twin={twin} pageSchema={page} onShow={onShow} />);
    expect(screen.getByRole("status")).toHaveTextContent("3 fields not translated yet");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show the first field not translated yet" }));
    expect(onShow).toHaveBeenCalledWith("/blocks/0/eyebrow");

    rerender(<TranslationBar value={{ blocks: [{ ...copied, eyebrow: "السحابة والأمن", heading: "نسخ احتياطي" }] }} twin={twin} pageSchema={page} onShow={onShow} />);
    expect(screen.getByRole("status")).toHaveTextContent("1 field not translated yet");
    rerender(<TranslationBar value={{ blocks: [{ ...copied, eyebrow: "السحابة والأمن", heading: "نسخ احتياطي", content: [{ h2: "كيف يعمل" }, { p: "كل ليلة." }] }] }} twin={twin} pageSchema={page} onShow={onShow} />);
    expect(screen.getByRole("status")).toHaveTextContent("Every field translated");
    expect(screen.queryByRole("button", { name: /Show the first/ })).toBeNull();
  });

  it("says when the English page could not be read, and why, and still counts the fields that hold no Arabic", () => {
    const unread: Twin = { kind: "failed", language: "en", path: "pages/x.json", message: "Unexpected token } in JSON at position 12" };
    render(<TranslationBar value={{ blocks: [copied] }} twin={unread} pageSchema={page} onShow={vi.fn()} />);
    expect(screen.getByText("The English page could not be read (Unexpected token } in JSON at position 12), so the fields do not show its words.")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("3 fields not translated yet");
  });

  it("takes the editor to the first field in the form's order, one the English page fills and the Arabic page leaves out included", async () => {
    const onShow = vi.fn();
    const { eyebrow: _eyebrow, ...withoutEyebrow } = copied;
    render(<TranslationBar value={{ blocks: [withoutEyebrow] }} twin={twin} pageSchema={page} onShow={onShow} />);
    expect(screen.getByRole("status")).toHaveTextContent("3 fields not translated yet");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show the first field not translated yet" }));
    expect(onShow).toHaveBeenCalledWith("/blocks/0/eyebrow");
  });
});
