import { GraduationCap } from 'lucide-react';
import type { AcademicPartner, MarketPartners } from '@content/market/partners';
import { useLocalized } from '@web/lib/use-locale';
import { DetailList } from './detail-list';
import { PartnerCardFrame } from './partner-card-frame';

export function AcademicPartnerCard({ partner, labels }: { partner: AcademicPartner; labels: MarketPartners['labels'] }) {
  const localized = useLocalized();
  return (
    <PartnerCardFrame partner={{ ...partner, location: partner.contact.location }}>
      <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-fg">
        <GraduationCap className="size-4 text-primary" aria-hidden="true" />
        {localized(partner.specialization)}
      </p>
      <DetailList heading={localized(labels.programs)} items={partner.programs.map(localized)} />
      <div className="mt-auto pt-5">
        <div className="rounded-xl bg-surface-muted p-4 text-sm">
          <h4 className="font-semibold text-fg">{localized(labels.collaboration)}</h4>
          <p className="mt-1 text-fg-muted">{localized(partner.collaboration)}</p>
        </div>
      </div>
    </PartnerCardFrame>
  );
}
