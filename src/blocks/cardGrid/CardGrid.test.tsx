import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { lightPalette } from "../../theme/palette.ts";
import { CardGrid } from "./CardGrid.tsx";

const aiCards = [
  { title: "Predictive Analytics", description: "Forecast demand from your own data.", icon: "chart", tone: "primary" },
  { title: "Recommendation Engines", description: "Suggest what each customer needs next.", icon: "target", tone: "accent" },
  { title: "Chatbots & Assistants", description: "Answer questions around the clock.", icon: "bot", tone: "info" },
  { title: "Fraud Detection", description: "Spot unusual payments as they happen.", icon: "shield", tone: "danger" },
] as const;

describe("card grid block", () => {
  it("shows the section heading as an h2 and each card's title as an h3, in a list in the order given", () => {
    renderWithSite(<CardGrid type="cardGrid" heading="AI Solutions" intro="What we build." columns={4} cards={[...aiCards]} />);
    const section = screen.getByRole("region", { name: "AI Solutions" });
    expect(within(section).getByRole("heading", { level: 2, name: "AI Solutions" })).toBeInTheDocument();
    expect(within(section).getByText("What we build.")).toBeInTheDocument();
    const items = within(within(section).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual(aiCards.map((card) => card.title));
    expect(within(items[3]!).getByText("Spot unusual payments as they happen.")).toBeInTheDocument();
  });

  it("shows process steps as a numbered list, numbered in order", () => {
    renderWithSite(
      <CardGrid
        type="cardGrid"
        heading="Our Process"
        variant="steps"
        cards={[{ title: "Assess", icon: "search" }, { title: "Design" }, { title: "Protect", tone: "success" }]}
      />,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const steps = within(list).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading", { level: 3 }).textContent)).toEqual(["Assess", "Design", "Protect"]);
    expect(steps.map((step) => within(step).getByText(/^\d+$/).textContent)).toEqual(["1", "2", "3"]);
  });

  it("shows a card's picture with its description, loaded only when scrolled near", () => {
    renderWithSite(
      <CardGrid type="cardGrid" cards={[{ title: "Web Development", image: { src: "/images/services/web.svg", alt: "A browser window with code" } }]} />,
    );
    const picture = screen.getByRole("img", { name: "A browser window with code" });
    expect(picture).toHaveAttribute("src", "/images/services/web.svg");
    expect(picture).toHaveAttribute("loading", "lazy");
  });

  it("ends a card that leads somewhere with its call to action, which names the card it belongs to", async () => {
    const { location } = renderWithSite(
      <CardGrid
        type="cardGrid"
        cards={[
          { title: "UI/UX Design", link: { label: "Learn More", href: "/blog/UIUX" } },
          { title: "Mobile Apps", link: { label: "Learn More", href: "/blog/MobileApp" } },
        ]}
      />,
    );
    // Seen: "Learn More"; heard and read by search engines: "Learn More – UI/UX Design".
    const links = screen.getAllByRole("link", { name: /^Learn More/ });
    expect(links.map((link) => link.textContent)).toEqual(["Learn More – UI/UX Design", "Learn More – Mobile Apps"]);
    expect(links[0]).toHaveAccessibleName("Learn More – UI/UX Design");
    expect(links[1]).toHaveAccessibleName("Learn More – Mobile Apps");
    await userEvent.click(links[1]!);
    expect(location.history.at(-1)).toBe("/blog/MobileApp");
  });

  it("opens a card's link to another site in a new tab", () => {
    renderWithSite(<CardGrid type="cardGrid" cards={[{ title: "Microsoft 365", link: { label: "Visit", href: "https://www.microsoft.com" } }]} />);
    const link = screen.getByRole("link", { name: /^Visit – Microsoft 365\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows coloured icons in the 'icons' variant, hidden from screen readers since the title says it all", () => {
    const { container } = renderWithSite(<CardGrid type="cardGrid" variant="icons" cards={[{ title: "Security", icon: "lock", tone: "success" }]} />);
    const icon = container.querySelector("svg");
    expect(icon).toBeInTheDocument();
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("heading", { level: 3, name: "Security" })).toBeInTheDocument();
  });

  it("shows only text in the 'plain' variant, even when a card has a picture or an icon", () => {
    const { container } = renderWithSite(
      <CardGrid type="cardGrid" variant="plain" cards={[{ title: "Fast delivery", icon: "zap", image: { src: "/images/a.svg", alt: "A rocket" } }]} />,
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector("svg")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Fast delivery" })).toBeInTheDocument();
  });

  it("has no heading of its own when the data gives none, leaving the cards' titles", () => {
    renderWithSite(<CardGrid type="cardGrid" cards={[{ title: "Balance" }, { title: "Sync" }]} />);
    expect(screen.queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });
  it("sits on the tinted band when asked, to set it apart from the sections around it", () => {
    renderWithSite(
      <>
        <CardGrid type="cardGrid" heading="Tinted" background="tinted" cards={[...aiCards]} />
        <CardGrid type="cardGrid" heading="Plain" cards={[...aiCards]} />
      </>,
    );
    expect(screen.getByRole("region", { name: "Tinted" })).toHaveStyle({ backgroundColor: lightPalette.surface });
    expect(screen.getByRole("region", { name: "Plain" })).not.toHaveStyle({ backgroundColor: lightPalette.surface });
  });

  it("ends with a button to the full list when it has a 'more' link, outlined unless the page asks otherwise", () => {
    renderWithSite(
      <CardGrid type="cardGrid" heading="From Our Blog" moreLink={{ label: "View all Blog", href: "/blog" }} cards={[{ title: "UI/UX Design" }]} />,
    );
    const section = screen.getByRole("region", { name: "From Our Blog" });
    const more = within(section).getByRole("link", { name: "View all Blog" });
    expect(more).toHaveAttribute("href", "/blog");
    // After the list of cards, not inside it.
    expect(within(section).getByRole("list").contains(more)).toBe(false);
  });
});
