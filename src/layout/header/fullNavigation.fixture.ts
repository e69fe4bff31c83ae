import type { NavItem } from "./navigation.ts";

/**
 * The menu the spec describes, Blog and every service included, in the sidebar's order (SPEC: Home,
 * About Us, Services, Blog, Products, Contact); both menus follow the data's order. The real
 * pages/_site.json can only name pages that exist yet (the validator rejects the rest), so component
 * tests use this one.
 */
export const fullNavigation: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about-us" },
  {
    label: "Services",
    children: [
      { label: "Web Development", href: "/services/web-development" },
      { label: "Cloud & Cyber Security", href: "/services/cyber-security" },
      {
        label: "Business Email Hosting",
        children: [
          { label: "WorkSpace", href: "/services/work-space" },
          { label: "Microsoft365", href: "/services/microsoft-365" },
        ],
      },
    ],
  },
  { label: "Blog", href: "/blog" },
  {
    label: "Products",
    children: [
      { label: "EazzQuote", href: "https://www.eazzquote.example" },
      { label: "EazzEdu", href: "https://www.eazzedu.example" },
      { label: "EazzTrack", href: "https://www.eazztrack.example" },
    ],
  },
  { label: "Contact", href: "/contact" },
];
