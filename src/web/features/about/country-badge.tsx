import { MapPin } from 'lucide-react';
import { countryLabels, type PartnerCountry } from '@content/about/countries';
import { Badge } from '@web/components/ui/badge';
import { useLocalized } from '@web/lib/use-locale';

const tones = { qatar: 'primary', netherlands: 'secondary', both: 'neutral' } as const;

export function CountryBadge({ country }: { country: PartnerCountry }) {
  const localized = useLocalized();
  return (
    <Badge tone={tones[country]} className={country === 'both' ? 'border border-border' : undefined}>
      <MapPin className="size-3" aria-hidden="true" />
      {localized(countryLabels[country])}
    </Badge>
  );
}
