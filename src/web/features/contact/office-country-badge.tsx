import { MapPin } from 'lucide-react';
import { countryLabels, type Country } from '@content/about/countries';
import { Badge } from '@web/components/ui/badge';
import { useLocalized } from '@web/lib/use-locale';

/** Qatar for the Doha office, the Netherlands for the others. */
export function OfficeCountryBadge({ country }: { country: Country }) {
  const localized = useLocalized();
  return (
    <Badge tone={country === 'qatar' ? 'primary' : 'secondary'}>
      <MapPin className="size-3" aria-hidden="true" />
      {localized(countryLabels[country])}
    </Badge>
  );
}
