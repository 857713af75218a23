import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import type { StatementLine } from '@shared/bank-transfers/bank-transfer';
import { euroInputToCents } from '@shared/money';
import { bankTransfers, checkoutBilling, invoices } from '../db/schema';
import type { AuditActor } from '../staff/audit';
import { electronicReference, isCreditorReference } from './creditor-reference';
import { markTransferReceived, type TransferActionDeps } from './mark-transfer-received';
import { TransferActionError } from './transfer-action-error';

/**
 * The column names banks use for what we need, in English and Dutch, compared
 * without case: the day, the amount (credits positive), the text the payer
 * wrote (where the reference is) and the bank's own reference.
 */
const columnNames = {
  date: ['date', 'booking date', 'value date', 'datum', 'boekdatum', 'rentedatum'],
  amount: ['amount', 'bedrag', 'credit'],
  text: ['description', 'remittance information', 'omschrijving', 'mededelingen', 'details', 'reference'],
  bankReference: ['transaction id', 'bank reference', 'transactiereferentie', 'end-to-end id'],
} as const;

/** Where a creditor reference may begin in a text without its spaces: RF and two check digits. */
const referenceStart = /RF\d{2}/g;
const MAX_REFERENCE = 25;

function columnOf(headers: string[], names: readonly string[]): number {
  return headers.findIndex((header) => names.includes(header.trim().toLowerCase()));
}

/** "26-11-2026", "26/11/2026" or "2026-11-26" as an ISO date; anything else is not read. */
function isoDate(text: string | undefined): string | null {
  const value = (text ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dayFirst = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/.exec(value);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : null;
}

/** "1.250,00", "1,250.00", "750.00", "+750,00": cents; a debit (negative) or an unreadable figure is null. */
function creditCents(text: string | undefined): number | null {
  const value = (text ?? '')
    .trim()
    .replace(/^\+/, '')
    .replace(/\s|€|EUR/gi, '');
  if (value.startsWith('-')) return null;
  const decimalComma = /,\d{1,2}$/.test(value);
  const plain = decimalComma ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  return euroInputToCents(plain) ?? null;
}

/**
 * Every well-formed creditor reference the text may hold. Banks and payers
 * break references into groups and run them into the words around them
 * ("RF12 2026 0000 01 MEMBERSHIP"), so where one ends is unknown: each length
 * that passes the check digits is a candidate, and the statement's matching
 * keeps the one that names an invoice.
 */
function candidateReferences(text: string): string[] {
  const compact = electronicReference(text);
  const candidates: string[] = [];
  for (const start of compact.matchAll(referenceStart)) {
    const rest = compact.slice(start.index, start.index + MAX_REFERENCE);
    for (let length = rest.length; length >= 5; length -= 1) {
      const candidate = rest.slice(0, length);
      if (/^RF\d{2}[0-9A-Z]+$/.test(candidate) && isCreditorReference(candidate)) candidates.push(candidate);
    }
  }
  return candidates;
}

interface ReadLine {
  line: number;
  bookedOn: string | null;
  amountCents: number | null;
  /** Longest first. */
  candidates: string[];
  bankReference: string | null;
}

/** The statement's lines with what we need from each; a file without the columns we need reads as no lines. */
function readStatement(csv: string): ReadLine[] | undefined {
  const delimiter = (csv.split('\n')[0] ?? '').includes(';') ? ';' : ',';
  const rows = parse(csv, { delimiter, relax_column_count: true, skip_empty_lines: true, bom: true, trim: true }) as string[][];
  const [headers, ...body] = rows;
  if (!headers) return undefined;
  const column = {
    date: columnOf(headers, columnNames.date),
    amount: columnOf(headers, columnNames.amount),
    text: columnOf(headers, columnNames.text),
    bankReference: columnOf(headers, columnNames.bankReference),
  };
  if (column.date < 0 || column.amount < 0 || column.text < 0) return undefined;
  return body.map((row, index) => ({
    line: index + 2,
    bookedOn: isoDate(row[column.date]),
    amountCents: creditCents(row[column.amount]),
    // The whole line is searched: some banks put the reference in a column of its own.
    candidates: candidateReferences(row.join(' ')),
    bankReference: column.bankReference >= 0 ? (row[column.bankReference] ?? null) : null,
  }));
}

/**
 * A CSV bank statement matched to open transfers by creditor reference and
 * amount: the preview. With `apply`, each match is recorded through the same
 * path as finance recording it by hand (one transaction each, audited), on
 * the day the statement booked it; a transfer recorded meanwhile is reported,
 * not recorded twice.
 */
export async function importStatement(
  deps: TransferActionDeps,
  csv: string,
  options: { apply: boolean; actor: AuditActor; ip?: string },
): Promise<StatementLine[] | undefined> {
  const read = readStatement(csv);
  if (!read) return undefined;
  const references = [...new Set(read.flatMap((line) => line.candidates))];
  const rows = references.length
    ? await deps.db
        .select({ transfer: bankTransfers, invoiceNumber: invoices.number, companyName: checkoutBilling.legalName })
        .from(bankTransfers)
        .innerJoin(invoices, eq(invoices.id, bankTransfers.invoiceId))
        .leftJoin(checkoutBilling, eq(checkoutBilling.registrationId, bankTransfers.registrationId))
        .where(inArray(bankTransfers.reference, references))
    : [];
  const byReference = new Map(rows.map((row) => [row.transfer.reference, row]));

  const lines: StatementLine[] = [];
  for (const entry of read) {
    const known = entry.candidates.find((candidate) => byReference.has(candidate));
    const reference = known ?? entry.candidates[0] ?? null;
    const found = known ? byReference.get(known) : undefined;
    const unmatched =
      entry.bookedOn === null || entry.amountCents === null
        ? 'unreadable'
        : !reference
          ? 'noReference'
          : !found
            ? 'unknownReference'
            : found.transfer.status !== 'open'
              ? 'notOpen'
              : found.transfer.amountCents !== entry.amountCents
                ? 'amountDiffers'
                : null;
    const line: StatementLine = {
      line: entry.line,
      bookedOn: entry.bookedOn,
      amountCents: entry.amountCents,
      reference,
      match:
        found && !unmatched
          ? { transferId: found.transfer.id, invoiceNumber: found.invoiceNumber, companyName: found.companyName ?? '' }
          : null,
      unmatched,
    };
    if (options.apply && line.match && entry.bookedOn && entry.amountCents !== null) {
      line.recorded = await record(
        deps,
        line.match.transferId,
        {
          amountCents: entry.amountCents,
          receivedOn: entry.bookedOn,
          bankReference: (entry.bankReference || `statement line ${entry.line}`).slice(0, 140),
        },
        options,
      );
    }
    lines.push(line);
  }
  return lines;
}

async function record(
  deps: TransferActionDeps,
  transferId: string,
  received: { amountCents: number; receivedOn: string; bankReference: string },
  who: { actor: AuditActor; ip?: string },
): Promise<NonNullable<StatementLine['recorded']>> {
  try {
    await markTransferReceived(deps, transferId, received, who.ip ? { actor: who.actor, ip: who.ip } : { actor: who.actor });
    return 'recorded';
  } catch (error) {
    // Recorded by hand meanwhile, or refused (a booking day before the invoice): the line says so, the others go on.
    if (error instanceof TransferActionError) return error.code === 'alreadyPaid' ? 'alreadyPaid' : 'refused';
    throw error;
  }
}
