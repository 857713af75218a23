import { Building2 } from 'lucide-react';
import type { Office } from '@content/contact/offices';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { ContactLink } from './contact-link';
import { contactMessages } from './contact-messages';
import { OfficeCountryBadge } from './office-country-badge';
import { IsolatedLatin } from '@web/components/isolated-latin';

export function OfficeCard({ office }: { office: Office }) {
  const localized = useLocalized();
  const t = useMessages(contactMessages);
  return (
    <Card className="flex h-full flex-col gap-4" id={`office-${office.id}`}>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <OfficeCountryBadge country={office.country} />
      </div>
      <div>
        <h3 className="text-lg font-semibold text-fg">{localized(office.name)}</h3>
        <p className="text-sm font-medium text-fg-muted">{localized(office.city)}</p>
      </div>
      <p className="text-sm leading-relaxed text-fg-muted">{localized(office.description)}</p>
      <div>
        <h4 className="sr-only">{t('offices.addressLabel')}</h4>
        <address className="text-sm leading-relaxed text-fg not-italic">
          {office.address.map((line) => (
            <span key={line.en} className="block">
              <IsolatedLatin text={localized(line)} />
            </span>
          ))}
        </address>
      </div>
      <div className="mt-auto grid gap-2 border-t border-border pt-4">
        <ContactLink kind="phone" value={office.phone} label={t('directory.phoneLabel')} />
        <ContactLink kind="email" value={office.email} label={t('directory.emailLabel')} />
      </div>
    </Card>
  );
}
