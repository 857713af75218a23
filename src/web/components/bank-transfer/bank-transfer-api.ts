import type { BankTransferInstructions, BankTransferOrder } from '@shared/bank-transfers/bank-transfer';
import type { CreateMembershipPaymentRequest } from '@shared/membership';
import { apiRequest } from '@web/lib/api-request';
import { reloadSession } from '@web/lib/session-store';

/** A new member orders by bank transfer with the checkout form's body; ordering signs the browser in, so the session is asked for again. */
export async function orderByTransfer(body: CreateMembershipPaymentRequest): Promise<BankTransferOrder> {
  const order = await apiRequest<BankTransferOrder>('POST', '/api/membership-transfer', body);
  void reloadSession();
  return order;
}

/** A signed-in member renews by bank transfer; the server takes who buys from the session. */
export function renewByTransfer(tierSlug: string): Promise<BankTransferOrder> {
  return apiRequest('POST', '/api/account/renewal-transfer', { tierSlug });
}

/** The signed-in member's bank transfers, newest first. */
export function fetchBankTransfers(): Promise<BankTransferInstructions[]> {
  return apiRequest('GET', '/api/account/bank-transfers');
}
