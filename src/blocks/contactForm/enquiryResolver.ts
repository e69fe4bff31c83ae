import { yupResolver } from "@hookform/resolvers/yup";
import { enquirySchema } from "../../shared/enquirySchema.ts";

/** The form's check with the rules the server applies too; its own chunk, fetched when needed (ContactForm). */
export const enquiryResolver = yupResolver(enquirySchema);
