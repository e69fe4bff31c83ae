import { afterEach, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { ContactForm } from "./ContactForm.tsx";

// The rules' chunk cannot be fetched: the connection dropped after the page had loaded.
vi.mock("./loadRules.ts", () => ({ loadRules: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")) }));

afterEach(() => vi.restoreAllMocks());

it("sends nothing, keeps every value and says so when the rules' code cannot be fetched", async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  const user = userEvent.setup();
  renderWithSite(<ContactForm type="contactForm" endpoint="/api/enquiries" />);
  await user.click(screen.getByRole("textbox", { name: "Name" }));
  await user.paste("Aisha Khan");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  expect(await screen.findByText(/Your enquiry has not been sent: we could not reach our server\./)).toBeVisible();
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Aisha Khan");
  expect(fetch).not.toHaveBeenCalled();
});
