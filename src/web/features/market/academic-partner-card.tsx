import { GraduationCap } from 'lucide-react';
import type { AcademicPartner } from '@content/market/partners';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { DetailList } from './detail-list';
import { marketMessages } from './market-messages';
import { PartnerCardFrame } from './partner-card-frame';

export function AcademicPartnerCard({ partner }: { partner: AcademicPartner }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  return (
    <PartnerCardFrame partner={{ ...partner, location: partner.contact.location }}>
      <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-fg">
        <GraduationCap className="size-4 text-primary" aria-hidden="true" />
        {localized(partner.specialization)}
      </p>
      <DetailList heading={t('partners.programs')} items={partner.programs.map(localized)} />
      <div className="mt-auto pt-5">
        <div className="rounded-xl bg-surface-muted p-4 text-sm">
          <h4 className="font-semibold text-fg">{t('partners.collaboration')}</h4>
          <p className="mt-1 text-fg-muted">{localized(partner.collaboration)}</p>
        </div>
      </div>
    </PartnerCardFrame>
  );
}
