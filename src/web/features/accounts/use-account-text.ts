import { accountTexts } from '@content/accounts/texts';
import type { MembershipStatus } from '@shared/accounts';
import { useLocale } from '@web/lib/use-locale';

type AccountTextKey = Exclude<keyof typeof accountTexts, 'status'>;

/** The member area's texts in the page's language, with their {placeholders} filled in. */
export function useAccountText() {
  const locale = useLocale();
  const text = (key: AccountTextKey, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce((filled, [name, value]) => filled.replace(`{${name}}`, String(value)), accountTexts[key][locale]);
  const statusText = (status: MembershipStatus) => accountTexts.status[status][locale];
  return { text, statusText };
}
