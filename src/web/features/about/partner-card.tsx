import type { PremiumPartner } from '@content/about/premium-partners';
import { MonogramTile } from '@web/components/illustration/monogram-tile';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { aboutMessages } from './about-messages';
import { CountryBadge } from './country-badge';

export function PartnerCard({ partner }: { partner: PremiumPartner }) {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-center gap-4">
        <MonogramTile name={partner.name} />
        <div className="min-w-0">
          <h3 className="font-semibold text-fg">{partner.name}</h3>
          <p className="text-sm text-fg-muted">{localized(partner.type)}</p>
        </div>
      </div>
      <div>
        <CountryBadge country={partner.country} />
      </div>
      <p className="leading-relaxed text-fg-muted">{localized(partner.description)}</p>
      <div>
        <h4 className="text-sm font-medium text-fg">{t('premiumPartners.sectors')}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {partner.sectors.map((sector) => (
            <li key={sector.en} className="rounded-full bg-secondary-soft px-3 py-1 text-xs font-medium text-secondary">
              {localized(sector)}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto rounded-xl bg-surface-muted p-4">
        <h4 className="text-sm font-medium text-fg">{t('premiumPartners.focus')}</h4>
        <p className="mt-1 text-sm text-fg-muted">{localized(partner.partnershipFocus)}</p>
      </div>
    </Card>
  );
}
