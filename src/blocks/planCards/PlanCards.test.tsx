import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../tests/render.tsx";
import { PlanCards } from "./PlanCards.tsx";
import type { BlockProps } from "../types.ts";

const block: BlockProps<"planCards"> = {
  type: "planCards",
  heading: "CHOOSE A PLAN",
  intro: "Pick the plan that fits your team.",
  plans: [
    { title: "Basic", price: "$6", period: "per user / month", features: ["30GB storage per user", "Meet for 100 participants"] },
    {
      title: "Enterprise",
      price: "Contact us",
      features: ["5TB storage per user", "Meet for 250 participants"],
      popular: true,
      action: { label: "Ask for a quote", href: "/contact" },
    },
    { title: "Business", price: "$12", period: "per user / month", features: ["2TB storage per user"] },
  ],
};

/** The card (list item) whose heading is the plan's title. */
const card = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("li") as HTMLElement;

describe("plan cards block", () => {
  it("shows the heading, the intro and one card per plan, in order", () => {
    renderWithSite(<PlanCards {...block} />);
    expect(screen.getByRole("heading", { level: 2, name: "CHOOSE A PLAN" })).toBeInTheDocument();
    expect(screen.getByText("Pick the plan that fits your team.")).toBeInTheDocument();
    const plans = within(screen.getAllByRole("list")[0]!).getAllByRole("heading", { level: 3 });
    expect(plans.map((plan) => plan.textContent)).toEqual(["Basic", "Enterprise", "Business"]);
  });

  it("shows each plan's price with its period and lists what the plan includes", () => {
    renderWithSite(<PlanCards {...block} />);
    const basic = card("Basic");
    expect(within(basic).getByText("$6")).toBeInTheDocument();
    expect(within(basic).getByText("per user / month")).toBeInTheDocument();
    const features = within(basic).getByRole("list");
    expect(within(features).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["30GB storage per user", "Meet for 100 participants"]);
  });

  it("marks only the popular plan with 'Most popular'", () => {
    renderWithSite(<PlanCards {...block} />);
    expect(within(card("Enterprise")).getByText("Most popular")).toBeVisible();
    expect(screen.getAllByText("Most popular")).toHaveLength(1);
    expect(within(card("Basic")).queryByText("Most popular")).not.toBeInTheDocument();
  });

  it("shows a plan's button as a link only when the plan has one", () => {
    renderWithSite(<PlanCards {...block} />);
    expect(within(card("Enterprise")).getByRole("link", { name: "Ask for a quote" })).toHaveAttribute("href", "/contact");
    expect(within(card("Basic")).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
