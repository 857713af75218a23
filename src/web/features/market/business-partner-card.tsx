import { Building2, CalendarDays } from 'lucide-react';
import type { BusinessPartner } from '@content/market/partners';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { DetailList } from './detail-list';
import { marketMessages } from './market-messages';
import { PartnerCardFrame } from './partner-card-frame';

export function BusinessPartnerCard({ partner }: { partner: BusinessPartner }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  return (
    <PartnerCardFrame partner={{ ...partner, location: partner.contact.location }}>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted">
        <li className="inline-flex items-center gap-1.5">
          <Building2 className="size-4" aria-hidden="true" />
          {localized(partner.members)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t('partners.established', { year: partner.established })}
        </li>
      </ul>
      <DetailList heading={t('partners.focus')} items={partner.focus.map(localized)} />
      <DetailList heading={t('partners.services')} items={partner.services.map(localized)} />
    </PartnerCardFrame>
  );
}
