import { describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { ThemeProvider } from "@emotion/react";
import { hydrateFromServerHtml, renderWithSite } from "../../../tests/render.tsx";
import { theme } from "../../theme/theme.ts";
import { Accordion } from "./Accordion.tsx";

const faq = [
  { title: "Which countries do you serve?", content: "We work with businesses in the UAE, Saudi Arabia, India and the USA." },
  { title: "How soon can a project start?", content: "Most projects start within two weeks of a signed proposal." },
  { title: "Do you host business email?", content: "Yes, on Microsoft 365 or Google Workspace." },
  { title: "Can you maintain an existing app?", content: "Yes, we take over and support apps built by others." },
  { title: "How do I get a quotation?", content: "Send us the enquiry form and we reply within one working day." },
];

const items = () => [...document.querySelectorAll("details")];
const question = (name: string) => screen.getByText(name).closest("summary")!;
const answer = (text: string) => screen.getByText(text);

describe("accordion block", () => {
  it("shows the first answer open when the page loads and the others closed", () => {
    renderWithSite(<Accordion type="accordion" heading="Frequently Asked Questions" items={faq} />);
    expect(items().map((item) => item.open)).toEqual([true, false, false, false, false]);
    expect(answer(faq[0]!.content)).toBeVisible();
    for (const item of faq.slice(1)) expect(answer(item.content)).not.toBeVisible();
  });

  it("starts with every answer closed when openFirst is false", () => {
    renderWithSite(<Accordion type="accordion" openFirst={false} items={faq} />);
    expect(items().map((item) => item.open)).toEqual(Array(5).fill(false));
  });

  it("is one exclusive group per block, so the browser keeps one answer open at a time, and two blocks on a page never close each other's", () => {
    renderWithSite(
      <>
        <Accordion type="accordion" items={faq} />
        <Accordion type="accordion" items={faq.slice(0, 2)} />
      </>,
    );
    const names = items().map((item) => item.getAttribute("name"));
    expect(new Set(names.slice(0, 5)).size).toBe(1);
    expect(new Set(names.slice(5)).size).toBe(1);
    expect(names[0]).toBeTruthy();
    expect(names[5]).not.toBe(names[0]);
  });

  it("makes each question the summary its answer opens from, so it works without a script, by mouse, touch and keyboard", () => {
    renderWithSite(<Accordion type="accordion" items={faq} />);
    for (const item of faq) {
      const summary = question(item.title);
      expect(summary.parentElement).toBe(answer(item.content).closest("details"));
      expect(summary.parentElement!.firstElementChild).toBe(summary);
    }
  });

  it("shows the section heading as an h2 and each question as an h3", () => {
    renderWithSite(<Accordion type="accordion" heading="Frequently Asked Questions" intro="Quick answers." items={faq} />);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(faq.map((item) => item.title));
  });

  it("keeps the questions in a box 400 px tall that scrolls, and that the keyboard can reach, in the 'scrollBox' variant", () => {
    renderWithSite(<Accordion type="accordion" heading="Frequently Asked Questions" variant="scrollBox" items={faq} />);
    const box = screen.getByRole("group", { name: "Frequently Asked Questions" });
    expect(box).toHaveStyle({ height: "400px", overflowY: "auto" });
    expect(box).toHaveAttribute("tabindex", "0");
  });

  it("puts every answer in the server HTML, so all of them can be read without JavaScript, and hydrates it unchanged", async () => {
    const ui = (
      <ThemeProvider theme={theme}>
        <Accordion type="accordion" heading="Frequently Asked Questions" items={faq} />
      </ThemeProvider>
    );
    const { html, container, root, errors, recoverable } = await hydrateFromServerHtml(ui);
    for (const item of faq) expect(html).toContain(item.content);
    // React reports a changed text or attribute with console.error, a changed structure as a recoverable error.
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
