import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { countries, type Country } from '@shared/membership-constants';
import { useMessages } from '@web/i18n/use-messages';

const isCountry = (value: string): value is Country => (countries as readonly string[]).includes(value);

/** A member's country as registered (Qatar, the Netherlands or another), in the page's language. */
export function CountryName({ country }: { country: string }) {
  const text = useMessages(adminMembersCatalog);
  return <>{isCountry(country) ? text(`countries.${country}`) : country}</>;
}
