import { Check, X } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { useTheme } from "@emotion/react";
import { VisuallyHidden } from "../../ui/VisuallyHidden.tsx";
import { useBlockWords } from "../../words/blockWords.ts";

/**
 * One cell's value: true is a tick and false a cross, each with words for screen readers
 * ('Included' / 'Not included'); text is shown as it is.
 */
export function ComparisonValue({ value }: { value: boolean | string | undefined }) {
  const theme = useTheme();
  const words = useBlockWords().blocks.comparisonTable;
  if (typeof value === "string") return <>{value}</>;
  if (value === undefined) return null;
  return (
    <>
      <SvgIcon
        icon={value ? Check : X}
        size={22}
        strokeWidth={value ? 2.75 : 2.25}
        color={value ? theme.colors.success : theme.colors.muted}
        css={{ verticalAlign: "middle" }}
      />
      <VisuallyHidden>{value ? words.included : words.notIncluded}</VisuallyHidden>
    </>
  );
}
