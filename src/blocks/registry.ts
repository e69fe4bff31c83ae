/**
 * Block type → component. Wiring only: `satisfies BlockComponents` makes a block type without a
 * component, or a component for a type no schema declares, a type error.
 */
import type { BlockComponents } from "./types.ts";
import { Hero } from "./hero/Hero.tsx";
import { CardGrid } from "./cardGrid/CardGrid.tsx";
import { Accordion } from "./accordion/Accordion.tsx";
import { ComparisonTable } from "./comparisonTable/ComparisonTable.tsx";
import { PlanCards } from "./planCards/PlanCards.tsx";
import { ContactForm } from "./contactForm/ContactForm.tsx";
import { ContactCards } from "./contactCards/ContactCards.tsx";
import { RichText } from "./richText/RichText.tsx";
import { Breadcrumb } from "./breadcrumb/Breadcrumb.tsx";

export const blocks = {
  hero: Hero,
  cardGrid: CardGrid,
  accordion: Accordion,
  comparisonTable: ComparisonTable,
  planCards: PlanCards,
  contactForm: ContactForm,
  contactCards: ContactCards,
  richText: RichText,
  breadcrumb: Breadcrumb,
} satisfies BlockComponents;
