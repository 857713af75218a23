import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PartnerCountry } from '@content/market/partners';
import type { Localized } from '@shared/locales';
import { useLocalized } from '@web/lib/use-locale';
import { CountryFlag } from '@web/components/country-flag';
import { MonogramTile } from '@web/components/illustration/monogram-tile';

export interface PartnerSummary {
  name: string;
  type: Localized;
  description: Localized;
  country: PartnerCountry;
  location: Localized;
  /** The name the monogram is drawn from, when the shown name changes with the language. */
  latinName?: string;
}

/** What every partner card shows (monogram, name, type, place, description); each kind adds its own details. */
export function PartnerCardFrame({ partner, children }: { partner: PartnerSummary; children: ReactNode }) {
  const localized = useLocalized();
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-7">
      <div className="flex items-center gap-4">
        <MonogramTile name={partner.latinName ?? partner.name} label={partner.name} />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide break-words hyphens-auto text-primary uppercase">{localized(partner.type)}</p>
          <h3 className="mt-1 text-lg font-semibold text-balance break-words text-fg">{partner.name}</h3>
        </div>
      </div>
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
