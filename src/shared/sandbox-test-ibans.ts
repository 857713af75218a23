/**
 * Stripe's test IBANs for SEPA Direct Debit decide the sandbox's outcome too:
 * the first settles as succeeded, the second fails once it has been
 * processing (the debit comes back), as in Stripe's test mode. Shared so the
 * sandbox's payment form can show them.
 */
export const sandboxTestIbans = {
  settles: 'NL39RABO0300065264',
  failsAfterProcessing: 'NL91ABNA0417164300',
} as const;
