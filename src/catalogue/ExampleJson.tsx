import styled from "@emotion/styled";
import { useRef } from "react";
import { CopyButton } from "./CopyButton.tsx";

const Code = styled.pre(({ theme }) => ({
  margin: 0,
  maxHeight: 420,
  overflow: "auto",
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  background: theme.colors.inverse,
  color: theme.colors.onInverse,
  fontFamily: 'ui-monospace, "Cascadia Code", Menlo, Consolas, monospace',
  fontSize: theme.fontSizes[1],
  lineHeight: 1.5,
  // Long sentences wrap rather than hide past the right edge; copying still gives the JSON as written.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  "&:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

/** An example's JSON as an editor pastes it into a page's "blocks" list, with a button that copies it. */
export function ExampleJson({ json, title }: { json: string; title: string }) {
  const code = useRef<HTMLElement>(null);
  return (
    <figure css={{ margin: 0 }}>
      <figcaption css={(theme) => ({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: theme.space[3], marginBottom: theme.space[2], fontWeight: theme.fontWeights.semibold })}>
        JSON
        <CopyButton text={json} label={`Copy JSON of the ${title} example`} target={code} />
      </figcaption>
      {/* Focusable so that keyboard users can scroll a long example. */}
      <Code tabIndex={0}>
        <code ref={code}>{json}</code>
      </Code>
    </figure>
  );
}
