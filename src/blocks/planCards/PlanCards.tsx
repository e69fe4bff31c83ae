import { Check } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { useTheme } from "@emotion/react";
import type { BlockProps } from "../types.ts";
import type { Plan } from "../../generated/page.ts";
import { Box } from "../primitives.ts";
import { HeadedSection } from "../shared/HeadedSection.tsx";
import { ActionLink } from "../shared/ActionLink.tsx";
import { ActionSlot, Badge, Card, FeatureList, PlanList } from "./planStyles.ts";
import { useBlockWords } from "../../words/blockWords.ts";

/** Price plans side by side; the popular one carries a 'Most popular' badge and stands out. */
export function PlanCards({ id, heading, intro, plans }: BlockProps<"planCards">) {
  return (
    <HeadedSection id={id} heading={heading} intro={intro} background="tinted">
      <PlanList $count={plans.length}>
        {plans.map((plan, index) => (
          <PlanCard key={index} plan={plan} />
        ))}
      </PlanList>
    </HeadedSection>
  );
}

function PlanCard({ plan: { title, price, period, features, popular = false, action } }: { plan: Plan }) {
  const theme = useTheme();
  const words = useBlockWords();
  return (
    <Card $popular={popular}>
      <Box as="h3" fontSize={[4, 5]} mb={3} textAlign="center">
        {title}
      </Box>
      {popular && <Badge>{words.blocks.planCards.mostPopular}</Badge>}
      <Box as="p" textAlign="center" mb={5}>
        {/* A <bdi>: a price written in Latin letters and digits ("$6", "AED 25") keeps its order on an Arabic page. */}
        <Box as="bdi" display="block" fontSize={[7, 8]} fontWeight="bold" lineHeight="heading" color={popular ? "primary" : "text"}>
          {price}
        </Box>
        {period && (
          <>
            {" "}
            <Box as="span" display="block" mt={1} color="muted" fontSize={1}>
              {period}
            </Box>
          </>
        )}
      </Box>
      <FeatureList>
        {features.map((feature, index) => (
          <li key={index}>
            <SvgIcon icon={Check} size={18} strokeWidth={2.75} color={theme.colors.success} />
            <span>{feature}</span>
          </li>
        ))}
      </FeatureList>
      {action && (
        <ActionSlot>
          <ActionLink {...action} />
        </ActionSlot>
      )}
    </Card>
  );
}
