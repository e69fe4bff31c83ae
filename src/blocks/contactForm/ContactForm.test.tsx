import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup as cleanupForm, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { enquiryCases } from "../../../tests/fixtures/enquiryCases.ts";
import { enquiryFields, type Enquiry } from "../../shared/enquiry.ts";
import { ContactForm } from "./ContactForm.tsx";

const labels = ["Designation", "Name", "Organization Name", "Email Address", "Phone (optional)", "Message"] as const;

const field = (label: (typeof labels)[number]) => screen.getByRole("textbox", { name: label });

function setup(props: Partial<Parameters<typeof ContactForm>[0]> = {}, { path = "/" } = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithSite(<ContactForm type="contactForm" {...props} />, { path });
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

  it("checks and sends a second enquiry after the first, as it did the first (its fields stay registered through the reset)", async () => {
    const { user, send } = setup();
    await fillValid(user);
    await send();
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    await send();
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(field("Designation")).toHaveFocus();
    await fillValid(user);
    await user.clear(field("Message"));
    await user.paste("A second question.");
    await send();
    await waitFor(() => expect(info).toHaveBeenCalledTimes(2));
    expect(info).toHaveBeenLastCalledWith("Enquiry", expect.objectContaining({ name: "Aisha Khan", message: "A second question." }));
    for (const label of labels) expect(field(label)).toHaveValue("");
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

  it.each(enquiryCases)("gives $case the verdict in the shared table", async ({ enquiry, problems }) => {
    const { user, send } = setup();
    for (const { name, label, optional } of enquiryFields) {
      if (enquiry[name] === "") continue;
      await user.click(field((optional ? `${label} (optional)` : label) as (typeof labels)[number]));
      await user.paste(enquiry[name]);
    }
    await send();
    if (Object.keys(problems).length === 0) {
      await waitFor(() => expect(alert).toHaveBeenCalledWith("Form submitted successfully!"));
      return;
    }
    await screen.findByText(Object.values(problems)[0]!);
    for (const { name } of enquiryFields) {
      const input = document.querySelector(`[name="${name}"]`);
      const problem = problems[name];
      if (problem) expect(input).toHaveAccessibleDescription(problem);
      else expect(input).not.toHaveAttribute("aria-invalid");
    }
    expect(alert).not.toHaveBeenCalled();
  });
});

describe("contact form block drafts", () => {
  it("puts back what was typed, unsent, when the form is opened again in the same tab, and says so", async () => {
    const { user } = setup();
    await fillValid(user);
    cleanupForm();
    setup();
    expect(await screen.findByText("We kept what you typed earlier in this tab. It has not been sent yet.")).toBeInTheDocument();
    for (const [label, value] of Object.entries(validEnquiry)) expect(field(label as keyof typeof validEnquiry)).toHaveValue(value);
  });

  it("forgets the draft once the enquiry is accepted", async () => {
    const { user, send } = setup();
    await fillValid(user);
    await send();
    await waitFor(() => expect(alert).toHaveBeenCalled());
    cleanupForm();
    setup();
    expect(screen.queryByText(/We kept what you typed/)).not.toBeInTheDocument();
    for (const label of labels) expect(field(label)).toHaveValue("");
  });

  it("ignores a draft that is not the form's (broken JSON, wrong types) and starts empty", () => {
    window.sessionStorage.setItem("enquiry-draft:/#contact-form", "{not json");
    setup();
    expect(field("Name")).toHaveValue("");
    cleanupForm();
    window.sessionStorage.setItem("enquiry-draft:/#contact-form", JSON.stringify({ name: 42, admin: "x" }));
    setup();
    expect(field("Name")).toHaveValue("");
    expect(screen.queryByText(/We kept what you typed/)).not.toBeInTheDocument();
    cleanupForm();
    // The same place with a draft of the right shape is restored: the two above were refused, not missed.
    window.sessionStorage.setItem("enquiry-draft:/#contact-form", JSON.stringify({ name: "Aisha", admin: "x" }));
    setup();
    expect(field("Name")).toHaveValue("Aisha");
  });
});

describe("contact form block opened from a plan card", () => {
  // The form reads the plan from the address, as a visitor arrives from /services/work-space.
  const arriveWith = (search: string) => ({ path: `/contact${search}` });

  it("names the chosen plan above the form and starts the message with it, ready to send", async () => {
    const { user, send } = setup({}, arriveWith("?plan=Google+Workspace+Basic"));
    expect(await screen.findByText("Google Workspace Basic")).toBeInTheDocument();
    expect(screen.getByText(/Your enquiry is about the/)).toHaveTextContent("Your enquiry is about the Google Workspace Basic plan.");
    expect(field("Message")).toHaveValue("I would like to order the Google Workspace Basic plan. ");
    for (const label of ["Designation", "Name", "Organization Name", "Email Address"] as const) {
      await user.click(field(label));
      await user.paste(validEnquiry[label]);
    }
    await send();
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Form submitted successfully!"));
    expect(info.mock.calls[0]![1]).toMatchObject({ message: "I would like to order the Google Workspace Basic plan." });
  });

  it("leaves a message the visitor had already typed in this tab as it was", async () => {
    window.sessionStorage.setItem("enquiry-draft:/contact#contact-form", JSON.stringify({ message: "Please call me first." }));
    setup({}, arriveWith("?plan=Microsoft+365+Business+Premium"));
    expect(await screen.findByText("Microsoft 365 Business Premium")).toBeInTheDocument();
    expect(field("Message")).toHaveValue("Please call me first.");
  });

  it("takes only a short, single-line plan name from the address, shown as text", async () => {
    setup({}, arriveWith(`?plan=${encodeURIComponent("<b>Basic</b>\n\t" + "x".repeat(200))}`));
    const message = field("Message") as HTMLTextAreaElement;
    await waitFor(() => expect(message.value).toMatch(/^I would like to order the <b>Basic<\/b> x+ plan\. $/));
    expect(message.value.length).toBeLessThan(120);
    expect(document.querySelector("b")).toBeNull();
  });

  it("follows the address when it changes while the form is open, keeping the message as the visitor left it", async () => {
    const { location } = renderWithSite(<ContactForm type="contactForm" />, arriveWith("?plan=Basic"));
    expect(await screen.findByText("Basic")).toBeInTheDocument();
    act(() => location.navigate("/contact?plan=Enterprise"));
    expect(await screen.findByText("Enterprise")).toBeInTheDocument();
    expect(field("Message")).toHaveValue("I would like to order the Basic plan. ");
  });

  it("adds nothing without a plan in the address", () => {
    setup({}, arriveWith("?plan=%20"));
    expect(field("Message")).toHaveValue("");
    expect(screen.queryByText(/Your enquiry is about/)).toBeNull();
  });
});

/** The alert region is always there (so that it is announced): wait for what is put into it. */
const expectAlert = (text: string) => waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));

/** A fetch answer the test controls: it resolves when the test says, with the status it says. */
function deferredAnswer() {
  let answer!: (status: number, body?: unknown, headers?: Record<string, string>) => void;
  let fail!: () => void;
  const promise = new Promise<Response>((resolve, reject) => {
    answer = (status, body = { status: "received" }, headers = {}) =>
      resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } }));
    fail = () => reject(new TypeError("Failed to fetch"));
  });
  return { promise, answer, fail };
}

describe("contact form block with an endpoint", () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let answers: ReturnType<typeof deferredAnswer>[];
  beforeEach(() => {
    answers = [];
    fetchMock = vi.fn<typeof fetch>(() => {
      const next = deferredAnswer();
      answers.push(next);
      return next.promise;
    });
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Renders the form with an endpoint, fills in a valid enquiry and sends it: one request, not yet answered. */
  async function sendValidEnquiry() {
    const form = setup({ endpoint: "/api/enquiries" });
    await fillValid(form.user);
    await form.send();
    await waitFor(() => expect(answers).toHaveLength(1));
    return form;
  }

  const sentBody = (call: number) => JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as Enquiry & { language: string; website: string };
  const sentKey = (call: number) => (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)["Idempotency-Key"];

  it("posts the enquiry as JSON, in the page's language, with an idempotency key and confirms only once the service answers 201", async () => {
    const { user, send } = setup({ endpoint: "/api/enquiries" });
    await fillValid(user);
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/enquiries");
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    expect(sentKey(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(sentBody(0)).toEqual({
      designation: "IT Manager",
      name: "Aisha Khan",
      orgname: "Example Trading LLC",
      address: "aisha@example.com",
      phone: "0501234567",
      message: "Please quote for Microsoft 365.",
      language: "en",
      website: "",
    });
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-busy", "true");
    expect(alert).not.toHaveBeenCalled();
    expect(field("Name")).toHaveValue("Aisha Khan");

    answers[0]!.answer(201);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Form submitted successfully!"));
    expect(screen.getByRole("status")).toHaveTextContent("Form submitted successfully!");
    for (const label of labels) expect(field(label)).toHaveValue("");
    expect(info).not.toHaveBeenCalled();
  });

  it("sends nothing more when the button is pressed again while sending", async () => {
    const { user, send } = setup({ endpoint: "/api/enquiries" });
    await fillValid(user);
    await send();
    await user.click(screen.getByRole("button", { name: "Sending…" }));
    await user.click(field("Name"));
    await user.keyboard("{Enter}");
    answers[0]!.answer(201);
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps every value when the network fails, says so, and resends the same enquiry under the same key", async () => {
    const { send } = await sendValidEnquiry();
    answers[0]!.fail();
    await expectAlert(
      "Your enquiry has not been sent: we could not reach our server. Please check your internet connection and press “Send Message” again. Everything you typed is still here.",
    );
    for (const [label, value] of Object.entries(validEnquiry)) expect(field(label as keyof typeof validEnquiry)).toHaveValue(value);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAttribute("aria-disabled", "false");

    await send();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(sentKey(1)).toBe(sentKey(0));
    answers[1]!.answer(200);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Form submitted successfully!"));
    expect(screen.queryByText(/has not been sent/)).not.toBeInTheDocument();
  });

  it("resends a failed enquiry under the same key after the page is reloaded", async () => {
    await sendValidEnquiry();
    answers[0]!.fail();
    await expectAlert("has not been sent");
    cleanupForm();
    const reloaded = setup({ endpoint: "/api/enquiries" });
    await screen.findByText(/We kept what you typed/);
    await reloaded.send();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(sentKey(1)).toBe(sentKey(0));
  });

  it("treats changed contents after a failure as a new enquiry with a new key", async () => {
    const { user, send } = await sendValidEnquiry();
    answers[0]!.answer(500, { message: "Internal Server Error" });
    await screen.findByText(/problem on our side/);
    await user.type(field("Message"), " Thanks.");
    await send();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(sentKey(1)).not.toBe(sentKey(0));
  });

  it("starts a new enquiry with a new key after a successful one", async () => {
    const { user, send } = await sendValidEnquiry();
    answers[0]!.answer(201);
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    await fillValid(user);
    await send();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(sentKey(1)).not.toBe(sentKey(0));
  });

  it.each([
    [429, { "Retry-After": "900" }, "You have sent several enquiries in a short time, so this one has not been sent. Please try again in 15 minutes. Everything you typed is still here."],
    [429, {}, "You have sent several enquiries in a short time, so this one has not been sent. Please try again later. Everything you typed is still here."],
    [413, {}, "Your enquiry is too long to send. Please shorten the message and press “Send Message” again. Everything you typed is still here."],
    [500, {}, "Your enquiry has not been sent because of a problem on our side. Please press “Send Message” again in a moment, or email us at info@example.com. Everything you typed is still here."],
    [503, {}, "Your enquiry has not been sent because of a problem on our side. Please press “Send Message” again in a moment, or email us at info@example.com. Everything you typed is still here."],
  ])("explains an answer of %i %j and keeps the values", async (status, headers, explanation) => {
    await sendValidEnquiry();
    answers[0]!.answer(status, { message: "refused" }, headers);
    await expectAlert(explanation);
    expect(field("Message")).toHaveValue(validEnquiry.Message);
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows the service's own field messages (422) under the fields, focusing the first", async () => {
    await sendValidEnquiry();
    answers[0]!.answer(422, { message: "The enquiry has mistakes.", fields: { orgname: "Organization Name is required", message: "Message is required" } });
    await expectAlert("Your enquiry has not been sent: please correct the highlighted fields");
    expect(field("Organization Name")).toHaveAccessibleDescription("Organization Name is required");
    expect(field("Message")).toHaveAccessibleDescription("Message is required");
    expect(field("Organization Name")).toHaveFocus();
  });

  it("carries a field for robots that people cannot see or reach, and sends what a robot typed there", async () => {
    const { user, send } = setup({ endpoint: "/api/enquiries" });
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();
    trap.value = "https://spam.example";
    await fillValid(user);
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(0).website).toBe("https://spam.example");
  });

  it("has no robot trap when it sends nothing", () => {
    setup();
    expect(document.querySelector('input[name="website"]')).toBeNull();
  });
});
