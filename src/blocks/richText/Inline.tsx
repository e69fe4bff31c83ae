import type { InlineText } from "../../generated/page.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";

/** A line of rich text: plain text, or pieces of text, links and emphasis. Always text, never HTML. */
export function Inline({ value }: { value: InlineText }) {
  if (typeof value === "string") return value;
  return value.map((piece, index) => {
    if (typeof piece === "string") return piece;
    if ("href" in piece)
      return (
        <SmartLink key={index} href={piece.href}>
          {piece.text}
        </SmartLink>
      );
    if ("strong" in piece) return <strong key={index}>{piece.strong}</strong>;
    return <em key={index}>{piece.em}</em>;
  });
}
