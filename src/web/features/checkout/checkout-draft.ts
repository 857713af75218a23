import type { DefaultValues } from 'react-hook-form';
import type { CheckoutFormValues } from './checkout-form-values';

/**
 * A checkout whose payment goes to the bank's page (iDEAL | Wero, Bancontact,
 * 3-D Secure) leaves the page. Its entries wait in this tab's session storage,
 * without the password, so a buyer whose payment failed or was canceled
 * returns to the form as they filled it.
 */
const draftKey = 'qnlcc-checkout-draft';

interface Draft {
  tierSlug: string;
  values: CheckoutFormValues;
}

export function keepCheckoutDraft(tierSlug: string, values: CheckoutFormValues): void {
  try {
    const draft: Draft = { tierSlug, values: { ...values, password: '', confirmPassword: '' } };
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage refused: the buyer types the form again.
  }
}

/** The entries left for this tier, once; undefined when there are none. */
export function takeCheckoutDraft(tierSlug: string): DefaultValues<CheckoutFormValues> | undefined {
  try {
    const stored = sessionStorage.getItem(draftKey);
    if (!stored) return undefined;
    sessionStorage.removeItem(draftKey);
    const draft = JSON.parse(stored) as Draft;
    return draft.tierSlug === tierSlug ? draft.values : undefined;
  } catch {
    return undefined;
  }
}

/** A paid checkout needs its entries no more. */
export function discardCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing was kept.
  }
}
