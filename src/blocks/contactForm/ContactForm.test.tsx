import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { ContactForm } from "./ContactForm.tsx";

const labels = ["Designation", "Name", "Organization Name", "Email Address", "Phone (optional)", "Message"] as const;

const field = (label: (typeof labels)[number]) => screen.getByRole("textbox", { name: label });

function setup(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const user = userEvent.setup();
  renderWithSite(<ContactForm type="contactForm" {...props} />);
  return { user, send: () => user.click(screen.getByRole("button", { name: props.submitLabel ?? "Send Message" })) };
}

const validEnquiry = {
  Designation: "IT Manager",
  Name: "Aisha Khan",
  "Organization Name": "Example Trading LLC",
  "Email Address": "aisha@example.com",
  "Phone (optional)": "0501234567",
  Message: "Please quote for Microsoft 365.",
} as const;

/** Fills in a valid enquiry the quick way a visitor might: click into each field and paste. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(validEnquiry)) {
    await user.click(field(label as keyof typeof validEnquiry));
    await user.paste(value);
  }
}

let alert: ReturnType<typeof vi.spyOn>;
let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  info = vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("contact form block", () => {
  it("shows 'Send us a message' and a visibly labelled field for each of the six enquiry details", () => {
    setup();
    expect(screen.getByRole("heading", { level: 2, name: "Send us a message" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Send us a message" });
    expect(form).toHaveAttribute("novalidate");
    for (const label of labels) expect(within(form).getByLabelText(label)).toBeVisible();
    expect(field("Message").tagName).toBe("TEXTAREA");
    expect(field("Message")).toHaveAttribute("rows", "5");
    expect(field("Email Address")).toHaveAttribute("type", "email");
    expect(field("Phone (optional)")).not.toHaveAttribute("aria-required");
    expect(field("Name")).toHaveAttribute("aria-required", "true");
  });

  it("uses the block's own heading, intro and button text", () => {
    setup({ heading: "Tell us about your project", intro: "We answer within one working day.", submitLabel: "Send enquiry" });
    expect(screen.getByRole("heading", { name: "Tell us about your project" })).toBeInTheDocument();
    expect(screen.getByText("We answer within one working day.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send enquiry" })).toHaveAttribute("type", "submit");
  });

  it("says what is missing under each required field when sent empty, and moves focus to Designation", async () => {
    const { send } = setup();
    await send();
    await screen.findByText("Message is required");
    const expected = {
      Designation: "Designation is required",
      Name: "Name is required",
      "Organization Name": "Organization Name is required",
      "Email Address": "Email Address is required",
      Message: "Message is required",
    } as const;
    for (const [label, message] of Object.entries(expected)) {
      const input = field(label as keyof typeof expected);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(field("Phone (optional)")).not.toHaveAttribute("aria-invalid");
    expect(field("Designation")).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
  });

  it("does not check anything while the visitor is still typing, only on submit", async () => {
    const { user } = setup();
    await user.type(field("Email Address"), "not an email");
    await user.tab();
    expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();
    expect(field("Email Address")).not.toHaveAttribute("aria-invalid");
  });

  it("shows 'Name is required' when the name is only spaces", async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.clear(field("Name"));
    await user.type(field("Name"), "   ");
    await send();
    await screen.findByText("Name is required");
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(field("Name")).toHaveFocus();
  });

  it("shows 'Invalid email address' for an address with a space, keeping everything typed", async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.clear(field("Email Address"));
    await user.type(field("Email Address"), "aisha khan@example.com");
    await send();
    await screen.findByText("Invalid email address");
    expect(field("Email Address")).toHaveAccessibleDescription("Invalid email address");
    expect(field("Email Address")).toHaveFocus();
    expect(field("Email Address")).toHaveValue("aisha khan@example.com");
    expect(field("Name")).toHaveValue("Aisha Khan");
    expect(field("Message")).toHaveValue("Please quote for Microsoft 365.");
  });

  it("shows 'Invalid email address' when the address has no domain ending", async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.clear(field("Email Address"));
    await user.type(field("Email Address"), "aisha@example");
    await send();
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
  });

  it.each(["123456789", "+971501234567", "050 123 4567"])("shows 'Invalid phone number' for %j", async (phone) => {
    const { user, send } = setup();
    await fillValid(user);
    await user.clear(field("Phone (optional)"));
    await user.type(field("Phone (optional)"), phone);
    await send();
    await screen.findByText("Invalid phone number");
    expect(field("Phone (optional)")).toHaveAccessibleDescription("Invalid phone number");
    expect(field("Phone (optional)")).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as the visitor fixes it after a failed submit", async () => {
    const { user, send } = setup();
    await send();
    await screen.findByText("Name is required");
    await user.type(field("Name"), "Aisha");
    await waitFor(() => expect(screen.queryByText("Name is required")).not.toBeInTheDocument());
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Designation is required")).toBeInTheDocument();
  });

  it("confirms a valid enquiry with the alert and a status message, logs it, and clears every field", async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.clear(field("Phone (optional)"));
    await send();
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    expect(alert).toHaveBeenCalledWith("Form submitted successfully!");
    expect(screen.getByRole("status")).toHaveTextContent("Form submitted successfully!");
    expect(info).toHaveBeenCalledWith("Enquiry", expect.objectContaining({ name: "Aisha Khan", address: "aisha@example.com", phone: "" }));
    for (const label of labels) expect(field(label)).toHaveValue("");
    expect(screen.queryByText(/is required|Invalid/)).not.toBeInTheDocument();
  });

  it("shows the button as busy while the enquiry is being sent", async () => {
    const { user, send } = setup();
    await fillValid(user);
    let busyDuringSend: string | null = null;
    alert.mockImplementation(() => {
      busyDuringSend = screen.getByRole("button").getAttribute("aria-busy");
    });
    await send();
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(busyDuringSend).toBe("true");
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAttribute("aria-busy", "false");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
