import styled from "@emotion/styled";
import { useId } from "react";
import type { BlockProps } from "../types.ts";
import { Box, Container, Section } from "../primitives.ts";
import { ActionLink } from "../shared/ActionLink.tsx";
import { brandBandStyles } from "../shared/brandBackground.ts";

const Band = styled(Section)(({ theme }) => ({ ...brandBandStyles(theme), textAlign: "center" }));

const Actions = styled("div")(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: theme.space[3],
  marginTop: theme.space[6],
}));

/** The closing band that asks the visitor to act: a heading, a sentence and its buttons, on the brand colour. */
export function CallToAction({ id, heading, intro, actions }: BlockProps<"callToAction">) {
  const headingId = useId();
  return (
    <Band id={id} aria-labelledby={headingId}>
      <Container $narrow>
        <Box as="h2" id={headingId} fontSize={[6, 7, 8]} letterSpacing="-0.01em">
          {heading}
        </Box>
        {intro && (
          <Box as="p" fontSize={[3, 4]} mb={0} css={{ opacity: 0.92 }}>
            {intro}
          </Box>
        )}
        <Actions>
          {actions.map((action, index) => (
            <ActionLink key={`${index}-${action.label}`} {...action} inverse />
          ))}
        </Actions>
      </Container>
    </Band>
  );
}
