import { useQuery } from '@tanstack/react-query';
import type { PaymentClientConfig } from '@shared/payments';

export function usePaymentConfig() {
  return useQuery<PaymentClientConfig>({ queryKey: ['/api/payment-config'] });
}
