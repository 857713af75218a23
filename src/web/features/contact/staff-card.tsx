import { offices } from '@content/contact/offices';
import type { StaffMember } from '@content/contact/staff';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { ContactLink } from './contact-link';
import { contactMessages } from './contact-messages';
import { staffCountry } from './filter-staff';
import { OfficeCountryBadge } from './office-country-badge';

export function StaffCard({ person }: { person: StaffMember }) {
  const localized = useLocalized();
  const t = useMessages(contactMessages);
  const office = offices.find((item) => item.id === person.office);
  return (
    <Card className="flex h-full flex-col gap-4">
      <div>
        <Badge tone="neutral">{t(`department.${person.department}`)}</Badge>
        <h3 className="mt-3 text-lg font-semibold text-fg">{localized(person.name)}</h3>
        <p className="text-sm font-medium text-fg-muted">{localized(person.title)}</p>
      </div>
      <p className="flex items-center gap-2 text-sm text-fg">
        {office ? localized(office.city) : null}
        <OfficeCountryBadge country={staffCountry(person.office)} />
      </p>
      <p className="flex-1 text-sm leading-relaxed text-fg-muted">{localized(person.description)}</p>
      <div className="grid gap-2 border-t border-border pt-4">
        <ContactLink kind="phone" value={person.phone} label={t('directory.phoneLabel')} />
        <ContactLink kind="email" value={person.email} label={t('directory.emailLabel')} />
      </div>
    </Card>
  );
}
