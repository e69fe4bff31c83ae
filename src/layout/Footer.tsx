import { useEffect, useState } from "react";
import styled from "@emotion/styled";
import { site } from "../app/site.ts";
import type { SocialProfile } from "../generated/site.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { Box, Container, Flex } from "../ui/primitives.ts";

/** Each network's name, read as the link's text; a network added to the schema must be named here. */
const socialNames: Record<SocialProfile["network"], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

const LinkList = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space[2],
  a: { color: "inherit" },
}));

/**
 * The year in the copyright line. The prerendered HTML carries the build's year (so hydration
 * matches); once running, it shows the visitor's current year.
 */
function useCurrentYear() {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <Box as="footer" bg="text" color="onBrand" py={7}>
      <Container>
        <Flex flexWrap="wrap" justifyContent="space-between" style={{ gap: 32 }}>
          <Box maxWidth="420px">
            <Box as="p" fontWeight="bold" fontSize={4} mb={2}>
              {site.company.name}
            </Box>
            <Box as="p" opacity={0.85}>{site.company.tagline}</Box>
          </Box>
          <nav aria-label="Support">
            <Box as="h2" fontSize={3}>Support</Box>
            <LinkList>
              {site.footer.support.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </LinkList>
          </nav>
          <nav aria-label="Social media">
            <Box as="h2" fontSize={3}>Follow us</Box>
            <LinkList>
              {site.socials.map((social) => (
                <li key={social.network}>
                  <SmartLink href={social.url}>{socialNames[social.network]}</SmartLink>
                </li>
              ))}
            </LinkList>
          </nav>
        </Flex>
        <Box as="p" mt={6} mb={0} fontSize={1} opacity={0.85}>
          © {year} {site.company.name}. All rights reserved.
        </Box>
      </Container>
    </Box>
  );
}
