import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RJSFSchema } from "@rjsf/utils";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { StudioProblem } from "../studioApi.ts";
import { SchemaForm } from "./SchemaForm.tsx";

/** An FAQ's list as the accordion block's schema has it: each question and answer required. */
const schema: RJSFSchema = {
  type: "object",
  properties: {
    items: {
      title: "Questions",
      type: "array",
      items: {
        title: "Accordion item",
        type: "object",
        required: ["title", "content"],
        properties: { title: { title: "Question", type: "string" }, content: { title: "Answer", type: "string" } },
      },
    },
  },
};

type Faq = { items: { title?: string; content?: string }[] };

/** What the validator says of the list: every question or answer that is missing, as the endpoint words it. */
const problemsOf = (value: Faq): StudioProblem[] =>
  value.items.flatMap((item, index) =>
    (["title", "content"] as const)
      .filter((name) => !item[name])
      .map((name) => ({ file: "pages/x.json", line: 1, column: 1, pointer: `/blocks/0/items/${index}`, message: "must be filled in", severity: "error" as const, missingProperty: name })),
  );

function Faq({ start }: { start: Faq }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <SchemaForm schema={schema} value={value} problems={problemsOf(value)} pointer="/blocks/0" idPrefix="block-0" onChange={(next) => setValue(next as Faq)} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const answered = { title: "How often are backups taken?", content: "Every night." };

describe("a list entry just added", () => {
  it("shows no message while the person fills it in, and shows what is still missing once they move on", async () => {
    const user = userEvent.setup();
    render(<Faq start={{ items: [answered] }} />);
    await user.click(screen.getByRole("button", { name: "Add item" }));

    const questions = screen.getAllByRole("textbox", { name: /^Question/ });
    expect(questions).toHaveLength(2);
    expect(questions[1]).toHaveFocus();
    expect(screen.queryByText("must be filled in")).toBeNull();

    await user.keyboard("Can I restore one file?");
    await user.tab();
    expect(screen.getAllByRole("textbox", { name: /^Answer/ })[1]).toHaveFocus();
    expect(screen.queryByText("must be filled in")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getAllByText("must be filled in")).toHaveLength(1);
    expect(screen.getAllByRole("textbox", { name: /^Answer/ })[1]).toHaveAccessibleDescription(/must be filled in/);
  });

  it("shows the messages of the entries it had at once", () => {
    render(<Faq start={{ items: [answered, { title: "Is it encrypted?" }] }} />);
    expect(screen.getAllByRole("textbox", { name: /^Answer/ })[1]).toHaveAccessibleDescription(/must be filled in/);
  });
});
