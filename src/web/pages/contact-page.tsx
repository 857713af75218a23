import { contactPage } from '@content/contact/contact-page';
import { offices } from '@content/contact/offices';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { PageHeader } from '@web/components/page-header';
import { Section } from '@web/components/section';
import { HoursAndQuickContact } from '@web/features/contact/hours-and-quick-contact';
import { OfficeCard } from '@web/features/contact/office-card';
import { StaffDirectory } from '@web/features/contact/staff-directory';
import { useLocalized } from '@web/lib/use-locale';

export default function ContactPage() {
  const localized = useLocalized();
  const pageCopy = usePageCopy();
  const { directory, offices: officesCopy, practical } = contactPage;
  return (
    <>
      <PageHeader heading={pageCopy.contact.heading} intro={pageCopy.contact.intro} />
      <Section id="team" heading={localized(directory.heading)} intro={localized(directory.intro)}>
        <StaffDirectory />
      </Section>
      <Section id="offices" tone="muted" heading={localized(officesCopy.heading)} intro={localized(officesCopy.intro)}>
        <ul className="grid gap-6 md:grid-cols-3">
          {offices.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="hours" heading={localized(practical.heading)}>
        <HoursAndQuickContact />
      </Section>
    </>
  );
}
