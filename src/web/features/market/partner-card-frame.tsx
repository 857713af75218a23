import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PartnerCountry } from '@content/market/partners';
import type { Localized } from '@shared/locales';
import { useLocalized } from '@web/lib/use-locale';
import { CountryFlag } from '@web/components/country-flag';

export interface PartnerSummary {
  name: string;
  type: Localized;
  description: Localized;
  country: PartnerCountry;
  location: Localized;
}

/** What every partner card shows (name, type, place, description); each kind adds its own details. */
export function PartnerCardFrame({ partner, children }: { partner: PartnerSummary; children: ReactNode }) {
  const localized = useLocalized();
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-7">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{localized(partner.type)}</p>
      <h3 className="mt-2 text-lg font-semibold text-balance text-fg">{partner.name}</h3>
      <p className="mt-2 inline-flex items-center gap-2 text-sm text-fg-muted">
        <CountryFlag country={partner.country} className="h-3 w-[18px]" />
        <MapPin className="size-4" aria-hidden="true" />
        {localized(partner.location)}
      </p>
      <p className="mt-4 text-fg-muted">{localized(partner.description)}</p>
      {children}
    </article>
  );
}
