import { ExternalLink } from 'lucide-react';
import type { GovernmentPartner } from '@content/market/partners';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { DetailList } from './detail-list';
import { marketMessages } from './market-messages';
import { PartnerCardFrame } from './partner-card-frame';

export function GovernmentPartnerCard({ partner }: { partner: GovernmentPartner }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  const name = localized(partner.name);
  return (
    <PartnerCardFrame partner={{ ...partner, name, latinName: partner.name.en, location: partner.contact.location }}>
      <DetailList heading={t('partners.services')} items={partner.services.map(localized)} />
      <a
        href={partner.contact.website}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('partners.visitWebsite')}: ${name} ${t('partners.opensInNewTab')}`}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 font-semibold text-primary hover:underline"
      >
        {t('partners.visitWebsite')}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </PartnerCardFrame>
  );
}
