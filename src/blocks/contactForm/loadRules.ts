/**
 * The form's check (enquiryResolver.ts, with the validation library: about 12 KB compressed) in a chunk of its
 * own, fetched when needed: most visitors of the contact page never send the form.
 */
export const loadRules = () => import("./enquiryResolver.ts").then((module) => module.enquiryResolver);
