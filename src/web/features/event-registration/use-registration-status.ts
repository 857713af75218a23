import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSearchParams } from '@web/page-runtime/page-location';
import { confirmRegistrationPayment, fetchRegistration } from './registration-api';

/** How often the page asks again while a bank still processes the payment. */
const PROCESSING_POLL_MS = 3000;

/**
 * The registration named by `?id=`. Back from a bank's page (`payment_intent`
 * in the query) the server is first asked to confirm the payment, which it
 * does once however often it is asked; while the seats stay held after that,
 * the payment is processing and the page asks again every few seconds.
 */
export function useRegistrationStatus() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // An empty `?id=` names no registration, as the server reads it (it serves the page without the parameter).
  const id = params.get('id') || null;
  const returnedIntent = params.get('payment_intent');
  const registration = useQuery({
    queryKey: ['event-registration', id, returnedIntent],
    enabled: hydrated && id !== null,
    retry: false,
    queryFn: async () => {
      if (id === null) throw new Error('No registration');
      if (returnedIntent) await confirmRegistrationPayment(id).catch(() => undefined);
      return fetchRegistration(id);
    },
    refetchInterval: (query) => (returnedIntent && query.state.data?.status === 'held' ? PROCESSING_POLL_MS : false),
  });
  return { id, registration, hydrated, returnedFromBank: returnedIntent !== null };
}
