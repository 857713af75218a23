import { offices } from '@content/contact/offices';
import { staff } from '@content/contact/staff';
import { inOneLanguage } from '@shared/one-language';
import { useLocale } from '@web/lib/use-locale';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { contactMessages } from '@web/features/contact/contact-messages';
import { HoursAndQuickContact } from '@web/features/contact/hours-and-quick-contact';
import { OfficeCard } from '@web/features/contact/office-card';
import staffDirectory from '@web/islands/staff-directory';
import { Island } from '@web/page-runtime/island';

export default function ContactPage() {
  const t = useMessages(contactMessages);
  const pageCopy = usePageCopy();
  const locale = useLocale();
  return (
    <>
      <SectionPageHeader heading={pageCopy.contact.heading} intro={pageCopy.contact.intro} />
      <Section id="team" heading={t('directory.heading')} intro={t('directory.intro')}>
        <Island of={staffDirectory} props={{ staff: inOneLanguage(staff, locale) }} />
      </Section>
      <Section id="offices" tone="muted" heading={t('offices.heading')} intro={t('offices.intro')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {offices.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="hours" heading={t('practical.heading')}>
        <HoursAndQuickContact />
      </Section>
    </>
  );
}
