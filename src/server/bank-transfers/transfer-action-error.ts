export const transferActionErrors = [
  'notFound',
  'alreadyPaid',
  'lapsed',
  'notLapsed',
  'wrongAmount',
  'receivedBeforeInvoice',
  'receivedInFuture',
  'reservedAgain',
] as const;
export type TransferActionErrorCode = (typeof transferActionErrors)[number];

/** A refused staff action on a bank transfer; the routes answer it in the staff member's language. */
export class TransferActionError extends Error {
  constructor(readonly code: TransferActionErrorCode) {
    super(`bank transfer action refused: ${code}`);
  }
}
