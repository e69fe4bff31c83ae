import { describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

const question = (name: string) => screen.getByRole("button", { name });
const answer = (text: string) => screen.getByText(text);

describe("accordion block", () => {
  it("shows the first answer open when the page loads and the others closed", () => {
    renderWithSite(<Accordion type="accordion" heading="Frequently Asked Questions" items={faq} />);
    expect(question(faq[0]!.title)).toHaveAttribute("aria-expanded", "true");
    expect(answer(faq[0]!.content)).toBeVisible();
    for (const item of faq.slice(1)) {
      expect(question(item.title)).toHaveAttribute("aria-expanded", "false");
      expect(answer(item.content)).not.toBeVisible();
    }
  });

  it("starts with every answer closed when openFirst is false", () => {
    renderWithSite(<Accordion type="accordion" openFirst={false} items={faq} />);
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded"))).toEqual(Array(5).fill("false"));
  });

  it("opens one answer at a time: opening a question closes the one that was open", async () => {
    const user = userEvent.setup();
    renderWithSite(<Accordion type="accordion" items={faq} />);
    await user.click(question(faq[2]!.title));
    expect(question(faq[2]!.title)).toHaveAttribute("aria-expanded", "true");
    expect(answer(faq[2]!.content)).toBeVisible();
    expect(question(faq[0]!.title)).toHaveAttribute("aria-expanded", "false");
    expect(answer(faq[0]!.content)).not.toBeVisible();
  });

  it("closes the open answer when its question is clicked again", async () => {
    const user = userEvent.setup();
    renderWithSite(<Accordion type="accordion" items={faq} />);
    await user.click(question(faq[0]!.title));
    expect(question(faq[0]!.title)).toHaveAttribute("aria-expanded", "false");
    expect(answer(faq[0]!.content)).not.toBeVisible();
  });

  it("ties each question to its answer: the button controls the panel, and the panel is a region named by the question", () => {
    renderWithSite(<Accordion type="accordion" items={faq} />);
    const panel = screen.getByRole("region", { name: faq[0]!.title });
    expect(panel).toHaveTextContent(faq[0]!.content);
    expect(question(faq[0]!.title)).toHaveAttribute("aria-controls", panel.id);
  });

  it("shows the section heading as an h2 and each question as an h3", () => {
    renderWithSite(<Accordion type="accordion" heading="Frequently Asked Questions" intro="Quick answers." items={faq} />);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(faq.map((item) => item.title));
  });

  it("works from the keyboard: Tab reaches the questions, arrows move between them, Enter and Space open and close", async () => {
    const user = userEvent.setup();
    renderWithSite(<Accordion type="accordion" openFirst={false} items={faq} />);
    await user.tab();
    expect(question(faq[0]!.title)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(question(faq[1]!.title)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(answer(faq[1]!.content)).toBeVisible();
    await user.keyboard(" ");
    expect(answer(faq[1]!.content)).not.toBeVisible();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(question(faq[4]!.title)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(question(faq[0]!.title)).toHaveFocus();
    await user.keyboard("{End}");
    expect(question(faq[4]!.title)).toHaveFocus();
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
