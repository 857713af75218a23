import { countries } from '@shared/membership-constants';
import { useTranslation } from '@web/i18n/locale-texts-context';

/** The countries a member can choose, as options of a select, in the page's language. */
export function CountryOptions() {
  const { t } = useTranslation();
  return countries.map((country) => (
    <option key={country} value={country}>
      {t(`checkout.countries.${country}`)}
    </option>
  ));
}
