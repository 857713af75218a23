/** What a VAT register says about a VAT number whose format and check digits are already right. */
export type RegisterAnswer = 'registered' | 'unknown' | 'unavailable';

export interface VatRegister {
  /** How a number this register calls registered was checked, as stored with the checkout. */
  readonly checkedBy: 'format' | 'vies';
  lookUp(vatNumber: string): Promise<RegisterAnswer>;
}

/** Offline: the format and check digits (checked by the shared schema) are all there is to know. */
export const offlineVatRegister: VatRegister = {
  checkedBy: 'format',
  lookUp: () => Promise.resolve('registered'),
};

const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';
const VIES_TIMEOUT_MS = 5_000;

/**
 * The EU's VIES register, asked over its REST API. VIES is often down for one
 * member state or another; then the answer is 'unavailable' and the checkout
 * goes on with the offline check rather than turning a buyer away.
 */
export function viesVatRegister(fetchImpl: typeof fetch = fetch): VatRegister {
  return {
    checkedBy: 'vies',
    async lookUp(vatNumber) {
      try {
        const response = await fetchImpl(VIES_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: vatNumber.slice(0, 2), vatNumber: vatNumber.slice(2) }),
          signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
        });
        if (!response.ok) return 'unavailable';
        const answer = (await response.json()) as { valid?: unknown };
        if (typeof answer.valid !== 'boolean') return 'unavailable';
        return answer.valid ? 'registered' : 'unknown';
      } catch {
        return 'unavailable';
      }
    },
  };
}
