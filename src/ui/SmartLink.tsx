import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "wouter";
import { fileType, linkKind } from "./linkKind.ts";
import { VisuallyHidden } from "./VisuallyHidden.tsx";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string; children: ReactNode };

/** A new tab gets neither a handle on this page (window.opener) nor its address (Referer). */
const newTabRel = (rel?: string) => [...new Set(["noopener", "noreferrer", ...(rel?.split(/\s+/).filter(Boolean) ?? [])])].join(" ");

/**
 * One link component for every link that comes from page data: site pages navigate without a reload,
 * web addresses open in a new tab without handing the new page a reference to ours, files download.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  switch (linkKind(href)) {
    case "internal":
      return (
        <Link href={href} {...rest}>
          {children}
        </Link>
      );
    case "file":
      // A file is not a route: the router must not take it, and the visitor should know what arrives.
      return (
        <a href={href} download {...rest}>
          {children}{" "}
          <VisuallyHidden>({fileType(href)})</VisuallyHidden>
        </a>
      );
    case "external":
      // Given after `rest`: a caller's rel (say "me") adds to these words and can never drop them.
      return (
        <a href={href} {...rest} target="_blank" rel={newTabRel(rest.rel)}>
          {children}{" "}
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
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
