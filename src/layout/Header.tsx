import styled from "@emotion/styled";
import { useLocation } from "wouter";
import { site } from "../app/site.ts";
import type { NavigationGroup, NavigationLink } from "../generated/site.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { Container, Flex } from "../ui/primitives.ts";
import { routeKey } from "../shared/routes.ts";
import { SearchButton } from "../search/SearchButton.tsx";
import { ThemeToggle } from "../theme/ThemeToggle.tsx";
import { OffCanvasButton } from "./side/OffCanvasButton.tsx";

const Bar = styled.header(({ theme }) => ({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: theme.colors.background,
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Brand = styled(SmartLink)(({ theme }) => ({
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes[4],
  color: theme.colors.text,
  textDecoration: "none",
}));

const Menu = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space[2],
  listStyle: "none",
  margin: 0,
  padding: 0,
  "a, summary": {
    display: "block",
    padding: `${theme.space[2]}px ${theme.space[3]}px`,
    color: theme.colors.text,
    textDecoration: "none",
    borderRadius: theme.radii.sm,
    cursor: "pointer",
  },
  "a:hover, summary:hover, a[aria-current='page']": { color: theme.colors.primary },
  details: { position: "relative" },
  "details > ul": {
    position: "absolute",
    top: "100%",
    left: 0,
    minWidth: 240,
    display: "block",
    padding: theme.space[2],
    background: theme.colors.background,
    boxShadow: theme.shadows.raised,
    borderRadius: theme.radii.md,
  },
}));

const isGroup = (item: NavigationLink | NavigationGroup): item is NavigationGroup => "children" in item;

function MenuItems({ items, current }: { items: (NavigationLink | NavigationGroup)[]; current: string }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.label}>
          {isGroup(item) ? (
            // A native disclosure: it opens by keyboard and works before (or without) JavaScript.
            <details>
              <summary>{item.label}</summary>
              <Menu as="ul">
                <MenuItems items={item.children} current={current} />
              </Menu>
            </details>
          ) : (
            <SmartLink href={item.href} aria-current={routeKey(item.href) === current ? "page" : undefined}>
              {item.label}
            </SmartLink>
          )}
        </li>
      ))}
    </>
  );
}

/** The site header: company name and the menu from pages/_site.json. */
export function Header() {
  const [location] = useLocation();
  return (
    <Bar>
      <Container>
        <Flex alignItems="center" justifyContent="space-between" flexWrap="wrap" py={3} style={{ gap: 8 }}>
          <Brand href="/">{site.company.name}</Brand>
          <nav aria-label="Main">
            <Menu>
              <MenuItems items={site.navigation} current={routeKey(location)} />
            </Menu>
          </nav>
          <Flex alignItems="center" style={{ gap: 4 }}>
            <SearchButton />
            <ThemeToggle />
            <OffCanvasButton />
          </Flex>
        </Flex>
      </Container>
    </Bar>
  );
}
