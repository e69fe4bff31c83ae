import { fetchOnce } from "../shared/fetchOnce.ts";

/** The search popup's <dialog>, which the header's Search button opens. */
export const searchDialogId = "search-dialog";

/** The results as the visitor types (LiveSearch.tsx), which the popup draws once it is open. */
export const liveSearchCode = fetchOnce(() => import("./LiveSearch.tsx").then((module) => module.LiveSearch));
