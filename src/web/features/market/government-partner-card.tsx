import { ExternalLink } from 'lucide-react';
import type { GovernmentPartner, MarketPartners } from '@content/market/partners';
import { useLocalized } from '@web/lib/use-locale';
import { DetailList } from './detail-list';
import { PartnerCardFrame } from './partner-card-frame';

export function GovernmentPartnerCard({ partner, labels }: { partner: GovernmentPartner; labels: MarketPartners['labels'] }) {
  const localized = useLocalized();
  const name = localized(partner.name);
  return (
    <PartnerCardFrame partner={{ ...partner, name, location: partner.contact.location }}>
      <DetailList heading={localized(labels.services)} items={partner.services.map(localized)} />
      <a
        href={partner.contact.website}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${localized(labels.visitWebsite)}: ${name} ${localized(labels.opensInNewTab)}`}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 font-semibold text-primary hover:underline"
      >
        {localized(labels.visitWebsite)}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </PartnerCardFrame>
  );
}
