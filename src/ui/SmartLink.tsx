import type { AnchorHTMLAttributes, ReactNode } from "react";
import { fileType, linkKind } from "./linkKind.ts";
import { VisuallyHidden } from "./VisuallyHidden.tsx";
import { useWords } from "../words/words.ts";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string; children: ReactNode };

/** A new tab gets neither a handle on this page (window.opener) nor its address (Referer). */
const newTabRel = (rel?: string) => [...new Set(["noopener", "noreferrer", ...(rel?.split(/\s+/).filter(Boolean) ?? [])])].join(" ");

/**
 * One link component for every link that comes from page data: web addresses open in a new tab
 * without handing the new page a reference to ours, files download, a site page is a plain link,
 * which the app's one listener moves to without a reload (app/links.ts): no link follows the address;
 * and an e-mail address or a phone number reads left to right, inside Arabic text too.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const words = useWords();
  switch (linkKind(href)) {
    case "file":
      // A file is not a route: the router must not take it, and the visitor should know what arrives.
      return (
        <a href={href} download {...rest}>
          {children}{" "}
          <VisuallyHidden>{words.links.fileOfType(fileType(href) ?? "")}</VisuallyHidden>
        </a>
      );
    case "external":
      // Given after `rest`: a caller's rel (say "me") adds to these words and can never drop them.
      return (
        <a href={href} {...rest} target="_blank" rel={newTabRel(rest.rel)}>
          {children}{" "}
          <VisuallyHidden>{words.links.opensInNewTab}</VisuallyHidden>
        </a>
      );
    case "contact":
      // `dir` isolates the address or number from the text around it (the browser's own unicode-bidi:
      // isolate), so "+971 4 123 4567" and "info@example.com" keep their order in a right-to-left line.
      return (
        <a href={href} dir="ltr" {...rest}>
          {children}
        </a>
      );
    default:
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
  }
}
