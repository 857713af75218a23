import { offices } from '@content/contact/offices';
import { staff } from '@content/contact/staff';
import { inOneLanguage } from '@shared/one-language';
import { useLocale } from '@web/lib/use-locale';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { Card } from '@web/components/ui/card';
import { contactMessages } from '@web/features/contact/contact-messages';
import { HoursAndQuickContact } from '@web/features/contact/hours-and-quick-contact';
import { OfficeCard } from '@web/features/contact/office-card';
import { MessageNextSteps } from '@web/features/contact/message-next-steps';
import { OfficeMap } from '@web/features/contact/office-map';
import contactMessage from '@web/islands/contact-message';
import staffDirectory from '@web/islands/staff-directory';
import { Island } from '@web/page-runtime/island';

export default function ContactPage() {
  const t = useMessages(contactMessages);
  const pageCopy = usePageCopy();
  const locale = useLocale();
  return (
    <>
      <SectionPageHeader heading={pageCopy.contact.heading} intro={pageCopy.contact.intro} />
      <Section id="offices" heading={t('offices.heading')} intro={t('offices.intro')}>
        <div className="grid gap-6 md:grid-cols-2">
          <OfficeMap />
          <ul className="contents">
            {offices.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="message" tone="muted" heading={t('messageForm.heading')} intro={t('messageForm.intro')}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <Card className="sm:p-8">
            {/* The form posts without JavaScript; its code loads only when the visitor reaches for it. */}
            <Island of={contactMessage} when="interaction" props={{}} />
          </Card>
          <MessageNextSteps />
        </div>
      </Section>
      <Section id="team" heading={t('directory.heading')} intro={t('directory.intro')}>
        <Island of={staffDirectory} props={{ staff: inOneLanguage(staff, locale) }} />
      </Section>
      <Section id="hours" tone="muted" heading={t('practical.heading')}>
        <HoursAndQuickContact />
      </Section>
    </>
  );
}
