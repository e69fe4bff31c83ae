import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "wouter";
import { linkKind } from "./linkKind.ts";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string; children: ReactNode };

/**
 * One link component for every link that comes from page data: site pages navigate without a reload,
 * web addresses open in a new tab without handing the new page a reference to ours.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  switch (linkKind(href)) {
    case "internal":
      return (
        <Link href={href} {...rest}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
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

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      css={{
        position: "absolute",
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
        whiteSpace: "nowrap",
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
