import styled from "@emotion/styled";
import { site } from "../app/site.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { Box, Container } from "../ui/primitives.ts";
import { CountryFlags } from "./footer/CountryFlags.tsx";
import { SocialLinks } from "./footer/SocialLinks.tsx";
import { useCurrentYear } from "./footer/useCurrentYear.ts";
import { unstyledList } from "../ui/lists.ts";
import { tint } from "../theme/tint.ts";
import { focusRingIn } from "../theme/focusRing.ts";

// One column on phones, the company beside its links from 768 px, three columns from 992 px.
const Columns = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space[6],
  gridTemplateColumns: "1fr",
  [theme.mq.md]: { gridTemplateColumns: "1fr 1fr" },
  [theme.mq.lg]: { gridTemplateColumns: "2fr 1fr 1fr" },
}));

const Heading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes[3],
  marginBottom: theme.space[3],
}));

const LinkList = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: "grid",
  gap: theme.space[2],
  a: { color: "inherit", textUnderlineOffset: 3 },
  "a:hover": { textDecorationThickness: 2 },
}));

// White on the text colour (#1d2939) is about 15:1; the softer lines keep white at 90 % (over 11:1).
const Soft = styled.p({ opacity: 0.9 });

/**
 * The footer every page shows unless its page file turns it off: company, support links, socials, flags,
 * copyright. Below 768 px its bottom padding leaves room for the floating back-to-top button.
 */
export function Footer() {
  const year = useCurrentYear();
  return (
    // The page's focus ring is dark in the light scheme; on the footer's dark band it takes the band's text colour.
    <Box as="footer" bg="inverse" color="onInverse" pt={7} pb={[9, null, 7]} css={focusRingIn("onInverse")}>
      <Container>
        <Columns>
          <div>
            <Box as="p" fontWeight="bold" fontSize={4} mb={2}>
              {site.company.name}
            </Box>
            <Soft>{site.company.tagline}</Soft>
            <CountryFlags />
          </div>
          <nav aria-labelledby="footer-support">
            <Heading id="footer-support">Support</Heading>
            <LinkList>
              {site.footer.support.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </LinkList>
          </nav>
          <nav aria-labelledby="footer-social">
            <Heading id="footer-social">Follow us</Heading>
            <SocialLinks />
          </nav>
        </Columns>
        <Box as="p" mt={6} mb={0} pt={5} fontSize={1} opacity={0.9} css={(theme) => ({ borderTop: `1px solid ${tint(theme.colors.onInverse, 20)}` })}>
          © {year} {site.company.name}. All rights reserved.
        </Box>
      </Container>
    </Box>
  );
}
