/** The site-wide light/dark switch. (Mount point; built by the theme work.) */
export function ThemeToggle() {
  return null;
}
