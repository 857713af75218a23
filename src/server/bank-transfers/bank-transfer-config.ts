import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { PayeeAccount } from '@shared/invoices/invoice-document';

/** Where buyers paying on invoice send their money, and how long they have. */
export interface BankTransferConfig {
  payee: PayeeAccount;
  /** Days from the invoice's date to its due date; the reservation lapses the day after. */
  dueDays: number;
}

/**
 * A test IBAN and BIC that no bank holds: "TEST" is no Dutch bank code, and a
 * BIC whose location code ends in 0 is a SWIFT test address. Development and
 * the sandbox print them; production must set its own.
 */
export const testPayee = { iban: 'NL13TEST0123456789', bic: 'TESTNL20' } as const;

/**
 * The chamber's account from the environment's text, or the one line that
 * says what is wrong with it. The IBAN's check digits and its country's
 * format and the BIC's form are checked with ibantools.
 */
export function bankTransferConfig(values: {
  iban: string;
  bic: string;
  accountName: string;
  dueDays: number;
}): { config: BankTransferConfig } | { problems: string[] } {
  const iban = electronicFormatIBAN(values.iban) ?? '';
  const bic = values.bic.replace(/\s+/g, '').toUpperCase();
  const problems = [
    ...(isValidIBAN(iban) ? [] : ['BANK_TRANSFER_IBAN: not a valid IBAN (country format or check digits)']),
    ...(isValidBIC(bic) ? [] : ['BANK_TRANSFER_BIC: not a valid BIC (8 or 11 characters: bank, country, location, branch)']),
  ];
  if (problems.length > 0) return { problems };
  return { config: { payee: { name: values.accountName, iban, bic }, dueDays: values.dueDays } };
}
