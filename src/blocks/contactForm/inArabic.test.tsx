import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderWithSite } from "../../../tests/render.tsx";
import { ar } from "../../words/ar.ts";
import { WordsContext } from "../../words/words.ts";
import { ContactForm } from "./ContactForm.tsx";
import { DeliveryProblem } from "./DeliveryProblem.tsx";
import type { DeliveryFailure } from "./deliverEnquiry.ts";

const inArabic = (ui: ReactElement, path = "/ar/contact") => renderWithSite(<WordsContext value={{ language: "ar", words: ar }}>{ui}</WordsContext>, { path });

const labels = ["المسمى الوظيفي", "الاسم", "اسم المؤسسة", "البريد الإلكتروني", "رقم الهاتف (اختياري)", "الرسالة"] as const;

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("contact form block on an Arabic page", () => {
  it("shows its heading, labels and button in Arabic", () => {
    inArabic(<ContactForm type="contactForm" />);
    const form = screen.getByRole("form", { name: "أرسل لنا رسالة" });
    for (const label of labels) expect(within(form).getByRole("textbox", { name: label })).toBeVisible();
    expect(within(form).getByRole("button", { name: "إرسال الرسالة" })).toHaveAttribute("type", "submit");
  });

  it("says in Arabic what is missing under each required field, with the same rules as in English", async () => {
    const user = userEvent.setup({ delay: null });
    inArabic(<ContactForm type="contactForm" />);
    await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
    await screen.findByText("يُرجى كتابة الرسالة");
    expect(screen.getByRole("textbox", { name: "الاسم" })).toHaveAccessibleDescription("يُرجى إدخال الاسم");
    expect(screen.getByRole("textbox", { name: "البريد الإلكتروني" })).toHaveAccessibleDescription("يُرجى إدخال البريد الإلكتروني");
    expect(screen.getByRole("textbox", { name: "رقم الهاتف (اختياري)" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("textbox", { name: "المسمى الوظيفي" })).toHaveFocus();
  });

  it("confirms a valid enquiry in Arabic", async () => {
    const user = userEvent.setup({ delay: null });
    inArabic(<ContactForm type="contactForm" />);
    const values = ["مدير تقنية المعلومات", "عائشة خان", "شركة المثال للتجارة", "aisha@example.com", "0501234567", "نرجو تزويدنا بعرض سعر."];
    for (const [index, label] of labels.entries()) {
      await user.click(screen.getByRole("textbox", { name: label }));
      await user.paste(values[index]!);
    }
    await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("تم إرسال النموذج بنجاح!"));
    expect(screen.getByRole("status")).toHaveTextContent("تم إرسال النموذج بنجاح!");
  });

  it("sends the enquiry saying it is in Arabic, and shows the service's Arabic messages under the fields when it refuses it (422)", async () => {
    const refused = { message: "The enquiry has mistakes.", fields: { address: "البريد الإلكتروني غير صحيح" } };
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(refused), { status: 422, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    try {
      const user = userEvent.setup({ delay: null });
      inArabic(<ContactForm type="contactForm" endpoint="/api/enquiries" />);
      const values = ["مدير تقنية المعلومات", "عائشة خان", "شركة المثال للتجارة", "aisha@example.com", "", "نرجو تزويدنا بعرض سعر."];
      for (const [index, label] of labels.entries()) {
        if (!values[index]) continue;
        await user.click(screen.getByRole("textbox", { name: label }));
        await user.paste(values[index]);
      }
      await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("لم يُرسَل استفسارك: يُرجى تصحيح الحقول المميّزة"));
      expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ name: "عائشة خان", language: "ar" });
      expect(screen.getByRole("textbox", { name: "البريد الإلكتروني" })).toHaveAccessibleDescription("البريد الإلكتروني غير صحيح");
      expect(screen.getByRole("textbox", { name: "البريد الإلكتروني" })).toHaveFocus();
      expect(screen.getByRole("textbox", { name: "الاسم" })).toHaveValue("عائشة خان");
      expect(alert).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("names the plan chosen on a plan card, and starts the message with it, in Arabic", async () => {
    inArabic(<ContactForm type="contactForm" />, "/ar/contact?plan=Google+Workspace+Basic");
    expect(await screen.findByText("Google Workspace Basic")).toBeInTheDocument();
    expect(screen.getByText(/يتعلق استفسارك بباقة/)).toHaveTextContent("يتعلق استفسارك بباقة Google Workspace Basic. أضف");
    expect(screen.getByRole("textbox", { name: "الرسالة" })).toHaveValue("أرغب في طلب باقة Google Workspace Basic. ");
  });
});

describe("the contact form's delivery problems on an Arabic page", () => {
  const explained = (failure: DeliveryFailure) => {
    const { unmount } = inArabic(<DeliveryProblem failure={failure} submitLabel="إرسال الرسالة" />);
    const text = screen.getByRole("alert").textContent;
    unmount();
    return text;
  };

  it("says when to try again with the minutes' Arabic plural form", () => {
    const start = "أرسلت عدة استفسارات خلال وقت قصير، لذا لم يُرسَل هذا الاستفسار. يُرجى المحاولة مرة أخرى";
    const kept = "كل ما كتبته لا يزال محفوظًا في النموذج.";
    expect(explained({ kind: "rateLimited", retryAfterSeconds: 30 })).toBe(`${start} بعد دقيقة. ${kept}`);
    expect(explained({ kind: "rateLimited", retryAfterSeconds: 120 })).toBe(`${start} بعد دقيقتين. ${kept}`);
    expect(explained({ kind: "rateLimited", retryAfterSeconds: 900 })).toBe(`${start} بعد 15 دقيقة. ${kept}`);
    expect(explained({ kind: "rateLimited", retryAfterSeconds: 300 })).toBe(`${start} بعد 5 دقائق. ${kept}`);
    expect(explained({ kind: "rateLimited" })).toBe(`${start} لاحقًا. ${kept}`);
  });

  it("names the send button in Arabic quotation marks, and offers the site's address as a link", () => {
    expect(explained({ kind: "invalid", fields: {} })).toBe("لم يُرسَل استفسارك: يُرجى تصحيح الحقول المميّزة ثم الضغط على «إرسال الرسالة» مرة أخرى.");
    inArabic(<DeliveryProblem failure={{ kind: "serverError" }} submitLabel="إرسال الرسالة" />);
    const alertRegion = screen.getByRole("alert");
    expect(alertRegion).toHaveTextContent(/^لم يُرسَل استفسارك بسبب مشكلة لدينا\. يُرجى الضغط على «إرسال الرسالة» مرة أخرى بعد قليل، أو مراسلتنا على \S+@\S+\. كل ما كتبته/);
    expect(within(alertRegion).getByRole("link")).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
  });
});
