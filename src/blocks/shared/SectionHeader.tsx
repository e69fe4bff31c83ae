import type { CSSObject, Theme } from "@emotion/react";

const headerStyles = (theme: Theme): CSSObject => ({ minWidth: 0, textAlign: "center", maxWidth: "760px", marginInline: "auto", marginBottom: theme.space[6] });

const headingStyles = (theme: Theme): CSSObject => ({
  fontSize: theme.fontSizes[5],
  [theme.mq.sm]: { fontSize: theme.fontSizes[6] },
  [theme.mq.md]: { fontSize: theme.fontSizes[7] },
});

const introStyles = (theme: Theme): CSSObject => ({ color: theme.colors.muted, fontSize: theme.fontSizes[2], [theme.mq.sm]: { fontSize: theme.fontSizes[3] } });

/** The heading and intro most blocks open with, centred above their content. */
export function SectionHeader({ heading, intro, id }: { heading?: string; intro?: string; id?: string }) {
  if (!heading && !intro) return null;
  return (
    <div css={headerStyles}>
      {heading && (
        <h2 id={id} css={headingStyles}>
          {heading}
        </h2>
      )}
      {intro && <p css={introStyles}>{intro}</p>}
    </div>
  );
}
