import { useTranslation } from '@web/i18n/locale-texts-context';
import { showToast } from '@web/components/ui/toast-store';
import { ApiError } from '@web/lib/api-request';

/** Shows a failed account call as an error toast with the server's message for people. */
export function useApiErrorToast() {
  const { t } = useTranslation();
  return (error: unknown, title = t('account.saveFailed')) => {
    const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
    showToast({ variant: 'error', title, description });
  };
}
