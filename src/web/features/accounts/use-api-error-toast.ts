import { showToast } from '@web/components/ui/toast-store';
import { ApiError } from '@web/lib/api-request';
import { useMessages } from '@web/i18n/use-messages';
import { accountCatalog } from './account-catalog';

/** Shows a failed account call as an error toast with the server's message for people. */
export function useApiErrorToast() {
  const text = useMessages(accountCatalog);
  return (error: unknown, title = text('overview.saveFailed')) => {
    const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
    showToast({ variant: 'error', title, description });
  };
}
