import { generate, validate } from 'node-iso11649';
import { groupsOfFour } from '@shared/bank-transfers/groups-of-four';

/**
 * ISO 11649 structured creditor references ("RF references"): RF, two check
 * digits, and up to 21 letters and digits of our own. Banks across SEPA carry
 * them unchanged in the remittance field, so a statement line names the
 * invoice it pays. The check digits are node-iso11649's.
 */

const BODY = /^[0-9A-Z]{1,21}$/;

/** The reference in electronic form: no spaces, upper case. */
export function electronicReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The RF reference for our own reference body (letters and digits, at most 21). */
export function creditorReference(body: string): string {
  const clean = electronicReference(body);
  if (!BODY.test(clean)) throw new Error(`not a creditor reference body: ${body}`);
  return generate(clean);
}

/** Whether the text (spaces allowed, any case) is a well-formed RF reference with the right check digits. */
export function isCreditorReference(text: string): boolean {
  return validate(electronicReference(text));
}

/** As people read and type it: groups of four. */
export const printedReference = groupsOfFour;

/** The reference an invoice asks for: its number's letters and digits, so a statement line names the invoice. */
export function referenceForInvoice(invoiceNumber: string): string {
  return creditorReference(invoiceNumber.replace(/[^0-9A-Za-z]/g, ''));
}
