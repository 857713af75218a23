import type { ActivatedMembership } from '@shared/membership';
import type { PaymentClientConfig } from '@shared/payments';
import { apiRequest } from '@web/lib/api-request';
import { confirmMembershipPayment } from '../membership-payment-api';
import { retrievePaymentStatus } from '@web/components/payment/retrieve-payment-status';

export type VerificationProblem =
  | { reason: 'verificationFailed' }
  | { reason: 'activationFailed' }
  | { reason: 'stillProcessing' }
  | { reason: 'failed' }
  | { reason: 'status'; status: string };

export class VerificationError extends Error {
  constructor(readonly problem: VerificationProblem) {
    super(problem.reason);
  }
}

export function isStillProcessing(error: unknown): boolean {
  return error instanceof VerificationError && error.problem.reason === 'stillProcessing';
}

async function activate(paymentIntentId: string): Promise<ActivatedMembership> {
  try {
    return await confirmMembershipPayment({ paymentIntentId, userInfo: null });
  } catch {
    throw new VerificationError({ reason: 'activationFailed' });
  }
}

/**
 * The success page's check. With a client secret (after a provider redirect)
 * the provider is asked for the status first; with only the intent id the
 * server verifies it itself. Either way the server activates idempotently.
 */
export async function verifyMembershipPayment(params: {
  paymentIntentId: string | null;
  clientSecret: string | null;
}): Promise<ActivatedMembership | null> {
  if (params.clientSecret) {
    let intent;
    try {
      const config = await apiRequest<PaymentClientConfig>('GET', '/api/payment-config');
      intent = await retrievePaymentStatus(config, params.clientSecret);
    } catch {
      throw new VerificationError({ reason: 'verificationFailed' });
    }
    switch (intent.status) {
      case 'succeeded':
        return activate(intent.id);
      case 'processing':
        throw new VerificationError({ reason: 'stillProcessing' });
      case 'requires_payment_method':
        throw new VerificationError({ reason: 'failed' });
      default:
        throw new VerificationError({ reason: 'status', status: intent.status });
    }
  }
  if (params.paymentIntentId) return activate(params.paymentIntentId);
  return null;
}
