import type { InlineText } from "../../generated/page.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { useSite } from "../../words/site.ts";
import { siteDetail } from "../../shared/siteDetails.ts";

/** A line of rich text: plain text, or pieces of text, links, emphasis and site details. Always text, never HTML. */
export function Inline({ value }: { value: InlineText }) {
  const site = useSite();
  if (typeof value === "string") return value;
  return value.map((piece, index) => {
    if (typeof piece === "string") return piece;
    if ("strong" in piece) return <strong key={index}>{piece.strong}</strong>;
    if ("em" in piece) return <em key={index}>{piece.em}</em>;
    const { text, href } = "site" in piece ? siteDetail(site, piece.site) : piece;
    return href ? (
      <SmartLink key={index} href={href}>
        {text}
      </SmartLink>
    ) : (
      text
    );
  });
}
