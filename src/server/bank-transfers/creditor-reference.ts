import { groupsOfFour } from '@shared/bank-transfers/groups-of-four';

/**
 * ISO 11649 structured creditor references ("RF references"): RF, two check
 * digits, and up to 21 letters and digits of our own. Banks across SEPA carry
 * them unchanged in the remittance field, so a statement line names the
 * invoice it pays. Kept to this module so a maintained package
 * (node-iso11649) can replace it without touching the callers.
 */

const MAX_BODY = 21;
const BODY = /^[0-9A-Z]{1,21}$/;

/** Letters as ISO 7064 MOD 97-10 reads them (A = 10 … Z = 35), digits as themselves. */
function numeric(text: string): string {
  return [...text].map((char) => (char >= 'A' ? String(char.charCodeAt(0) - 55) : char)).join('');
}

/** The remainder of a long decimal string divided by 97, taken in pieces small enough for a double. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(`${remainder}${digits.slice(index, index + 7)}`) % 97;
  }
  return remainder;
}

/** The reference in electronic form: no spaces, upper case. */
export function electronicReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The RF reference for our own reference body (letters and digits, at most 21). */
export function creditorReference(body: string): string {
  const clean = electronicReference(body);
  if (!BODY.test(clean) || clean.length > MAX_BODY) throw new Error(`not a creditor reference body: ${body}`);
  const check = 98 - mod97(numeric(`${clean}RF00`));
  return `RF${String(check).padStart(2, '0')}${clean}`;
}

/** Whether the text (spaces allowed, any case) is a well-formed RF reference with the right check digits. */
export function isCreditorReference(text: string): boolean {
  const clean = electronicReference(text);
  if (!/^RF[0-9]{2}[0-9A-Z]{1,21}$/.test(clean)) return false;
  return mod97(numeric(`${clean.slice(4)}${clean.slice(0, 4)}`)) === 1;
}

/** As people read and type it: groups of four. */
export const printedReference = groupsOfFour;

/** The reference an invoice asks for: its number's letters and digits, so a statement line names the invoice. */
export function referenceForInvoice(invoiceNumber: string): string {
  return creditorReference(invoiceNumber.replace(/[^0-9A-Za-z]/g, ''));
}
