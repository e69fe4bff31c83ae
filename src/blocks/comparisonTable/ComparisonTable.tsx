import type { BlockProps } from "../types.ts";
import { HeadedSection } from "../shared/HeadedSection.tsx";
import { ComparisonValue } from "./ComparisonValue.tsx";
import { Caption, HiddenCaption, ScrollRegion, Table } from "./tableStyles.ts";
import { useBlockWords } from "../../words/blockWords.ts";

/**
 * Plans compared feature by feature, as a real table: plans are column headers, features row headers.
 * The table's caption is the block's caption, or its heading (read by screen readers, not shown twice).
 * A visible caption stands above the sideways-scrolling frame, so a phone never cuts it off.
 */
export function ComparisonTable({ id, heading, caption, featureLabel, columns, rows }: BlockProps<"comparisonTable">) {
  const words = useBlockWords().blocks.comparisonTable;
  const title = caption ?? heading ?? words.comparisonOf(columns);
  return (
    <HeadedSection id={id} heading={heading}>
      {caption && <Caption aria-hidden="true">{caption}</Caption>}
      {/* Focusable, so a keyboard can scroll it; named apart from the section it sits in. */}
      <ScrollRegion role="region" aria-label={words.scrollable(title)} tabIndex={0}>
        <Table $columnCount={columns.length}>
          <HiddenCaption>{title}</HiddenCaption>
          <thead>
            <tr>
              <th scope="col">{featureLabel ?? words.feature}</th>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">{row.feature}</th>
                {columns.map((_, index) => (
                  <td key={index}>
                    <ComparisonValue value={row.values[index]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
    </HeadedSection>
  );
}
