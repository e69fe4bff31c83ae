import type { BlockProps } from "../types.ts";
import { Container, Section } from "../../ui/primitives.ts";
import { SectionHeader } from "../../ui/SectionHeader.tsx";
import { ComparisonValue } from "./ComparisonValue.tsx";
import { Caption, HiddenCaption, ScrollRegion, Table } from "./tableStyles.ts";

/**
 * Plans compared feature by feature, as a real table: plans are column headers, features row headers.
 * The caption is the block's caption, or its heading (read by screen readers, not shown twice).
 */
export function ComparisonTable({ id, heading, caption, featureLabel = "Feature", columns, rows }: BlockProps<"comparisonTable">) {
  const title = caption ?? heading ?? `Comparison of ${columns.join(", ")}`;
  const CaptionElement = caption ? Caption : HiddenCaption;
  return (
    <Section id={id}>
      <Container>
        <SectionHeader heading={heading} />
        <ScrollRegion role="region" aria-label={title} tabIndex={0}>
          <Table columnCount={columns.length}>
            <CaptionElement>{title}</CaptionElement>
            <thead>
              <tr>
                <th scope="col">{featureLabel}</th>
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
      </Container>
    </Section>
  );
}
