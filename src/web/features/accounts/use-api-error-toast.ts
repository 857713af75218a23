import { showToast } from '@web/components/ui/toast-store';
import { ApiError } from '@web/lib/api-request';
import { useAccountText } from './use-account-text';

/** Shows a failed account call as an error toast with the server's message for people. */
export function useApiErrorToast() {
  const { text } = useAccountText();
  return (error: unknown, title = text('saveFailed')) => {
    const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
    showToast({ variant: 'error', title, description });
  };
}
