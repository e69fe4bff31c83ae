import type { BlockProps } from "../types.ts";
import { useSite } from "../../words/site.ts";
import { HeadedSection } from "../shared/HeadedSection.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { Card, CardRow, DetailList, IconBadge } from "./cardStyles.ts";
import { ContactListCard } from "./ContactListCard.tsx";
import { useBlockWords } from "../../words/blockWords.ts";

/**
 * The company's offices, then its e-mail addresses (with its websites) and phone numbers, all from
 * the site-wide data (pages/_site.json), so a changed number is changed once for every page.
 */
export function ContactCards({ id, heading, intro }: BlockProps<"contactCards">) {
  const words = useBlockWords().blocks.contactCards;
  const site = useSite();
  return (
    <HeadedSection id={id} heading={heading} intro={intro}>
      <CardRow $perRow={3}>
        {site.offices.map((office) => (
          <li key={office.label}>
            <Card>
              <IconBadge>
                <Icon name="globe" size={26} />
              </IconBadge>
              <h3>{office.label}</h3>
              <p css={(theme) => ({ color: theme.colors.text, fontWeight: theme.fontWeights.semibold, marginBottom: theme.space[2] })}>
                {office.city}
              </p>
              <address>
                {office.address.map((line) => (
                  <span key={line} css={{ display: "block" }}>
                    {line}
                  </span>
                ))}
              </address>
            </Card>
          </li>
        ))}
      </CardRow>
      <CardRow $perRow={2}>
        <li>
          <ContactListCard
            icon="mail"
            title={words.email}
            entries={site.emails.map((email) => ({ label: email.label, href: `mailto:${email.address}`, text: email.address }))}
          >
            {site.websites.length > 0 && (
              <>
                <h4>{words.websites}</h4>
                <DetailList>
                  {site.websites.map((website) => (
                    <li key={website.url}>
                      <SmartLink href={website.url}>{website.label}</SmartLink>
                    </li>
                  ))}
                </DetailList>
              </>
            )}
          </ContactListCard>
        </li>
        <li>
          <ContactListCard
            icon="headset"
            title={words.phone}
            entries={site.phones.map((phone) => ({ label: phone.label, href: `tel:${phone.number}`, text: phone.display }))}
          />
        </li>
      </CardRow>
    </HeadedSection>
  );
}
