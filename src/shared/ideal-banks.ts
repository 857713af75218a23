/**
 * The iDEAL | Wero banks the sandbox offers, by Stripe's codes for them, with
 * the names banks use themselves. Apart from the payment schemas, so the
 * payment form reads the list without loading zod.
 */
export const idealBanks = {
  abn_amro: 'ABN AMRO',
  asn_bank: 'ASN Bank',
  bunq: 'bunq',
  ing: 'ING',
  knab: 'Knab',
  rabobank: 'Rabobank',
  regiobank: 'RegioBank',
  revolut: 'Revolut',
  sns_bank: 'SNS',
  triodos_bank: 'Triodos Bank',
  van_lanschot: 'Van Lanschot Kempen',
} as const;
export type IdealBank = keyof typeof idealBanks;
export const idealBankCodes = Object.keys(idealBanks) as [IdealBank, ...IdealBank[]];

export function isIdealBank(code: string): code is IdealBank {
  return Object.hasOwn(idealBanks, code);
}
