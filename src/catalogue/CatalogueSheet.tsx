import styled from "@emotion/styled";
import { BlockList } from "../blocks/BlockList.tsx";
import { Box, Container } from "../blocks/primitives.ts";
import type { CatalogueEntry } from "./catalogueTypes.ts";
import { ExampleJson } from "./ExampleJson.tsx";

const Sheet = styled.article(({ theme }) => ({ borderTop: `4px solid ${theme.colors.primary}`, scrollMarginTop: 80 }));

const Columns = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space[6],
  [theme.mq.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)", alignItems: "start" },
}));

// The preview shows the block exactly as a page does; the dashed rules mark where it starts and ends.
const Preview = styled.div(({ theme }) => ({ borderTop: `2px dashed ${theme.colors.border}`, borderBottom: `2px dashed ${theme.colors.border}` }));

const Code = styled.code(({ theme }) => ({ fontSize: theme.fontSizes[1], padding: "2px 6px", borderRadius: theme.radii.sm, background: theme.colors.background }));

function Fields({ fields }: Pick<CatalogueEntry, "fields">) {
  return (
    <details>
      <summary css={(theme) => ({ cursor: "pointer", fontWeight: theme.fontWeights.semibold, minHeight: 24 })}>Fields ({fields.length})</summary>
      <dl css={(theme) => ({ margin: `${theme.space[3]}px 0 0`, "& dd": { margin: `0 0 ${theme.space[3]}px`, color: theme.colors.muted } })}>
        {fields.map((field) => (
          <div key={field.name}>
            <dt>
              <Code>{field.name}</Code> {field.required ? "(required)" : "(optional)"}
            </dt>
            <dd>{field.description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** One block type: what it is for, its fields, and each example as JSON beside its description and as it looks. */
export function CatalogueSheet({ entry }: { entry: CatalogueEntry }) {
  const headingId = `block-${entry.type}-heading`;
  return (
    <Sheet id={`block-${entry.type}`} aria-labelledby={headingId}>
      {entry.examples.map((example, index) => (
        <section key={index} aria-label={`${entry.title}, example ${index + 1} of ${entry.examples.length}`}>
          <Box bg="surface" py={6}>
            <Container>
              <Columns>
                <div>
                  {index === 0 ? (
                    <>
                      <Box as="h2" id={headingId} fontSize={[5, 6]} mb={2}>
                        {entry.title}
                      </Box>
                      <Box as="p" mb={3}>
                        <Code>"type": "{entry.type}"</Code>
                      </Box>
                      <Box as="p">{entry.description}</Box>
                      <Fields fields={entry.fields} />
                    </>
                  ) : (
                    <Box as="h3" fontSize={4}>
                      Another example of the {entry.title.toLowerCase()}
                    </Box>
                  )}
                </div>
                <ExampleJson json={example.json} title={entry.title} />
              </Columns>
            </Container>
          </Box>
          {example.problems.length ? (
            <Container>
              <Box role="alert" color="danger" py={5}>
                <p>This example does not pass validation, so it is not shown:</p>
                <ul>
                  {example.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </Box>
            </Container>
          ) : (
            <Preview>
              <BlockList blocks={[example.block]} />
            </Preview>
          )}
        </section>
      ))}
    </Sheet>
  );
}
