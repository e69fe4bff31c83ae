import { defineBlock } from "../blockDefinition.ts";

/** The enquiry form: it checks, keeps and sends what the visitor types, so it hydrates on arrival. */
export const contactForm = defineBlock("contactForm", {
  load: () => import("./ContactForm.tsx").then((module) => module.ContactForm),
  hydrates: true,
});
