import type { ReactNode } from "react";
import type { Icon as IconName } from "../../generated/page.ts";
import { Icon } from "../../ui/Icon.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { Card, DetailList, IconBadge } from "./cardStyles.ts";

export interface ContactEntry {
  /** What the entry is for, e.g. 'Sales'. */
  label: string;
  /** A `mailto:` or `tel:` link. */
  href: string;
  /** The address or number as shown. */
  text: string;
}

/** A card of labelled ways to reach the company (e-mail addresses, phone numbers), with room for more below. */
export function ContactListCard({ icon, title, entries, children }: { icon: IconName; title: string; entries: ContactEntry[]; children?: ReactNode }) {
  return (
    <Card>
      <IconBadge>
        <Icon name={icon} size={26} />
      </IconBadge>
      <h3>{title}</h3>
      <address>
        <DetailList>
          {entries.map((entry) => (
            <li key={entry.href}>
              <small>{entry.label}</small>
              <SmartLink href={entry.href}>{entry.text}</SmartLink>
            </li>
          ))}
        </DetailList>
      </address>
      {children}
    </Card>
  );
}
