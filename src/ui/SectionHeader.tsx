import { Box } from "./primitives.ts";

/** The heading and intro most blocks open with, centred above their content. */
export function SectionHeader({ heading, intro, id }: { heading?: string; intro?: string; id?: string }) {
  if (!heading && !intro) return null;
  return (
    <Box textAlign="center" maxWidth="760px" mx="auto" mb={6}>
      {heading && (
        <Box as="h2" id={id} fontSize={[5, 6, 7]}>
          {heading}
        </Box>
      )}
      {intro && (
        <Box as="p" color="muted" fontSize={[2, 3]}>
          {intro}
        </Box>
      )}
    </Box>
  );
}
