import { useNavigate } from 'react-router';
import { localizePath } from '@shared/locales';
import { showToast } from '@web/components/ui/toast-store';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { signOut } from './session-store';
import { useLocale } from './use-locale';

/** Ends the session, says so, and goes to the home page in the same language. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    showToast({ variant: 'default', title: t('account.signedOut') });
    await navigate(localizePath('/', locale));
  };
}
