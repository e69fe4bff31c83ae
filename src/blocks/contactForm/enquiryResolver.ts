import { yupResolver } from "@hookform/resolvers/yup";
import type { Resolver } from "react-hook-form";
import type { Enquiry, EnquiryWords } from "../../shared/enquiry.ts";
import { enquiryRules } from "../../shared/enquirySchema.ts";

/** The form's check, saying `words`, with the rules the server applies too; its own chunk, fetched when needed (ContactForm). */
export const enquiryResolver = (words: EnquiryWords): Resolver<Enquiry> => yupResolver(enquiryRules(words));
