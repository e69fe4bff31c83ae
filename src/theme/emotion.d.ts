import "@emotion/react";
import type { AppTheme } from "./theme.ts";

declare module "@emotion/react" {
  // Typed theme for styled(), css and useTheme().
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
