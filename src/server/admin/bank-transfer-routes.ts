import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminBankTransfersCatalog } from '@shared/bank-transfers/admin-bank-transfers-catalog';
import type { BankTransferList, StatementLine } from '@shared/bank-transfers/bank-transfer';
import {
  bankTransferListSchema,
  markTransferReceivedSchema,
  MAX_STATEMENT_BODY_BYTES,
  reopenTransferSchema,
  statementImportSchema,
} from '@shared/bank-transfers/bank-transfer-schemas';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { calendarDate } from '../invoices/calendar-date';
import { markTransferReceived } from '../bank-transfers/mark-transfer-received';
import { TransferActionError, type TransferActionErrorCode } from '../bank-transfers/transfer-action-error';
import { importStatement } from '../bank-transfers/statement-import';
import { reopenTransfer } from '../bank-transfers/transfer-lifecycle';
import { listTransfers } from '../bank-transfers/transfer-list';
import { staffActor, staffOnly } from '../staff/staff-guard';
import type { AdminRouteDeps } from './admin-routes';

/** Bank transfers are money: finance looks after them (and admin, who may do everything). */
export const transferRoles = ['finance'] as const;

const statusOf: Record<TransferActionErrorCode, number> = {
  notFound: 404,
  alreadyPaid: 409,
  lapsed: 409,
  notLapsed: 409,
  wrongAmount: 422,
  receivedBeforeInvoice: 422,
  receivedInFuture: 422,
  reservedAgain: 409,
};

type TransferParams = { Params: { transferId: string } };

function transferIdOf(request: FastifyRequest<TransferParams>): string {
  const parsed = z.uuid().safeParse(request.params.transferId);
  if (!parsed.success) throw new HttpError(404, adminBankTransfersCatalog.in(requestLocale(request))('errors.notFound'));
  return parsed.data;
}

/** Runs a transfer action, answering a refusal in the staff member's language with its status. */
async function answered<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof TransferActionError)) throw error;
    throw new HttpError(statusOf[error.code], adminBankTransfersCatalog.in(requestLocale(request))(`errors.${error.code}`));
  }
}

/**
 * The back office's bank transfers: the list of reservations waiting for their
 * money (and those paid or lapsed), recording money received, and reopening a
 * lapsed reservation. Each action is audited in its own transaction.
 */
export function registerBankTransferAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { db, invoicing } = deps;

  app.get('/api/admin/bank-transfers', { ...staffOnly(transferRoles) }, async (request): Promise<BankTransferList> => {
    const today = calendarDate(new Date(), invoicing.timeZone);
    return { today, transfers: await listTransfers(db, parseBody(bankTransferListSchema, request.query), today) };
  });

  app.post<TransferParams>('/api/admin/bank-transfers/:transferId/received', { ...staffOnly(transferRoles) }, async (request) => {
    const transferId = transferIdOf(request);
    const body = parseBody(markTransferReceivedSchema, request.body);
    const who = { actor: staffActor(request), ip: request.ip };
    const outcome = await answered(request, () => markTransferReceived({ db, invoicing }, transferId, body, who));
    deps.onQueued();
    return { receiptNumber: outcome.receiptNumber, expiresAt: outcome.expiresAt.toISOString() };
  });

  app.post(
    '/api/admin/bank-transfers/statement',
    { ...staffOnly(transferRoles), bodyLimit: MAX_STATEMENT_BODY_BYTES },
    async (request): Promise<{ lines: StatementLine[] }> => {
      const body = parseBody(statementImportSchema, request.body);
      const csv = body.lines.join('\n');
      const lines = await importStatement({ db, invoicing }, csv, { apply: body.apply, actor: staffActor(request), ip: request.ip });
      if (!lines) throw new HttpError(422, adminBankTransfersCatalog.in(requestLocale(request))('statement.unreadable'));
      if (body.apply) deps.onQueued();
      return { lines };
    },
  );

  app.post<TransferParams>('/api/admin/bank-transfers/:transferId/reopen', { ...staffOnly(transferRoles) }, async (request) => {
    const transferId = transferIdOf(request);
    const body = parseBody(reopenTransferSchema, request.body);
    const who = { actor: staffActor(request), reason: body.reason, ip: request.ip };
    const outcome = await answered(request, () => reopenTransfer({ db, invoicing, bankTransfer: deps.bankTransfer }, transferId, who));
    deps.onQueued();
    return outcome;
  });
}
