import { useEffect } from "react";
import { useLocation } from "wouter";
import { Box, Container, Section } from "../ui/primitives.ts";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { useDocumentHead } from "./useDocumentHead.ts";

/** How long the 404 page shows before it takes the visitor home (SPEC: 2 seconds). */
export const REDIRECT_DELAY_MS = 2000;

export const notFoundHead = {
  title: "Page Not Found",
  description: "The page you are looking for doesn’t exist or has been moved.",
  noindex: true,
};

export function NotFound() {
  const [, navigate] = useLocation();
  useDocumentHead(notFoundHead);
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <SiteLayout>
      <Section>
        <Container narrow>
          <Box textAlign="center" py={8}>
            <Box as="p" fontSize={[8, 9]} fontWeight="bold" color="primary" mb={2} aria-hidden="true">
              404
            </Box>
            <Box as="h1" fontSize={[6, 7]}>
              Page Not Found
            </Box>
            <Box as="p" color="muted" role="status">
              Oops! The page you are looking for doesn’t exist or has been moved. Redirecting you to the homepage...
            </Box>
          </Box>
        </Container>
      </Section>
    </SiteLayout>
  );
}
