/**
 * Varied business prose for synthetic pages: different on every page (so nothing is deduplicated or
 * cached away), of the lengths editors write, and within every schema's length limits.
 */
import type { Random } from "./seededRandom.ts";

const subjects = ["Our team", "Every project", "The platform", "Your business", "Each client", "A clear plan", "Our engineers", "The service", "Good design", "Reliable hosting", "A secure network", "Every release"];
const verbs = ["delivers", "improves", "protects", "simplifies", "connects", "measures", "supports", "automates", "speeds up", "brings together", "strengthens", "explains"];
const objects = ["customer journeys", "cloud workloads", "daily operations", "sales enquiries", "mobile apps", "business email", "search rankings", "data backups", "online payments", "team workflows", "support tickets", "reporting dashboards", "security controls", "product launches"];
const endings = ["across the UAE, Saudi Arabia, India and the USA", "without disrupting your staff", "with transparent monthly costs", "from the first workshop to launch", "around the clock", "for growing companies", "with measurable results", "on every device", "in weeks rather than months", "with a single point of contact"];
export const topicWords = ["Cloud Migration", "Data Analytics", "Managed Security", "Web Platforms", "Mobile Commerce", "Process Automation", "Customer Portals", "Digital Growth", "IT Support", "Smart Reporting", "E-commerce", "Team Collaboration", "Identity Management", "Backup and Recovery", "Search Marketing", "Field Operations"];
const audiences = ["Retail", "Healthcare", "Education", "Logistics", "Finance", "Hospitality", "Real Estate", "Manufacturing", "Government", "Start-ups"];


const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One sentence, never longer than `maxChars`. */
export function sentence(random: Random, maxChars = 400): string {
  const text = `${random.pick(subjects)} ${random.pick(verbs)} ${random.pick(objects)} ${random.pick(endings)}.`;
  return text.length <= maxChars ? text : `${random.pick(subjects)} ${random.pick(verbs)} ${random.pick(objects)}.`.slice(0, maxChars);
}

/** A few sentences joined, at most `maxChars` long. */
export function paragraph(random: Random, sentences: number, maxChars = 1500): string {
  let text = sentence(random);
  for (let i = 1; i < sentences; i++) {
    const next = `${text} ${sentence(random)}`;
    if (next.length > maxChars) break;
    text = next;
  }
  return text;
}

/** A short heading: "Cloud Migration for Retail". */
export function heading(random: Random): string {
  return random.chance(0.5) ? `${random.pick(topicWords)} for ${random.pick(audiences)}` : `${capitalise(random.pick(verbs))} ${random.pick(objects)}`;
}

/** A card, plan or figure label: two or three words. */
export function label(random: Random): string {
  return capitalise(`${random.pick(objects)}`);
}

export function audience(random: Random): string {
  return random.pick(audiences);
}
