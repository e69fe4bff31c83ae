import type { CSSObject, Theme } from "@emotion/react";
import { useSite } from "../../words/site.ts";
import type { Country } from "../../generated/site.ts";
import { unstyledList } from "../../ui/lists.ts";
import { useBlockWords } from "../../words/blockWords.ts";

/** Each flag's width for a height of 1 (its official proportions), so the image box is known before it loads. */
const aspectRatios: Record<Country["code"], number> = { ae: 2, sa: 1.5, us: 1.9, in: 1.5 };

const FLAG_HEIGHT = 24;

const listStyles = (theme: Theme): CSSObject => ({
  ...unstyledList,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: theme.space[3],
  img: { display: "block", borderRadius: 2, boxShadow: "0 0 0 1px rgba(255, 255, 255, 0.25)" },
});

/** The flags of the countries the company serves (pages/_site.json), each named by its country. */
export function CountryFlags() {
  const words = useBlockWords();
  const site = useSite();
  return (
    <ul aria-label={words.footer.countries} css={listStyles}>
      {site.countries.map((country) => (
        <li key={country.code}>
          <img
            src={`/images/flags/${country.code}.svg`}
            alt={country.name}
            title={country.name}
            width={Math.round(FLAG_HEIGHT * aspectRatios[country.code])}
            height={FLAG_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
