import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { auditFilterSchema, auditListQuerySchema } from '@shared/admin-reports/audit-log';
import type { DashboardFigures } from '@shared/admin-reports/dashboard';
import { invoiceExportFilterSchema, memberExportFilterSchema, type ExportKind } from '@shared/admin-reports/exports';
import { paymentFilterSchema, paymentListQuerySchema } from '@shared/admin-reports/payments';
import { subscriberFilterSchema, subscriberListQuerySchema, unsubscribeOnRequestSchema } from '@shared/admin-reports/subscribers';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/validation';
import { calendarDate } from '../invoices/calendar-date';
import { auditBatches, auditPage } from '../reports/audit-rows';
import { csvStream } from '../reports/csv/csv-stream';
import { dashboardFigures } from '../reports/dashboard-figures';
import { auditColumns, invoiceColumns, memberColumns, paymentColumns, subscriberColumns } from '../reports/export-columns';
import { invoiceBatches } from '../reports/invoice-rows';
import { memberBatches } from '../reports/member-rows';
import { paymentBatches, paymentPage } from '../reports/payment-list';
import { subscriberBatches, subscriberPage } from '../reports/subscriber-list';
import { unsubscribeOnRequest } from '../reports/unsubscribe-on-request';
import { recordAudit } from '../staff/audit';
import { anyStaff, staffActor, staffOnly } from '../staff/staff-guard';
import type { AdminRouteDeps } from './admin-routes';

/** A filter form sends its empty fields too: an empty field is no filter. */
function queryOf<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.infer<Schema> {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== '');
  return parseBody(schema, Object.fromEntries(query));
}

const subscriptionParams = z.strictObject({ id: z.uuid() });

/**
 * The back office's reports: the dashboard (any staff), payments and
 * invoices (finance), members and subscribers (membership), the audit log
 * (admins). Every CSV export is itself audited, with the filter it used.
 */
export function registerReportAdminRoutes(app: FastifyInstance, { db, invoicing }: AdminRouteDeps): void {
  const { timeZone } = invoicing;

  async function sendExport(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ExportKind | 'audit',
    filter: object,
    stream: () => Readable,
  ) {
    await recordAudit(db, { actor: staffActor(request), action: `export.${kind}`, ip: request.ip, after: { filter } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${kind}-${calendarDate(new Date(), timeZone)}.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(stream());
  }

  app.get('/api/admin/dashboard', { ...staffOnly(anyStaff) }, async (): Promise<DashboardFigures> =>
    dashboardFigures(db, new Date(), timeZone),
  );

  app.get('/api/admin/payments', { ...staffOnly(['finance']) }, async (request) => {
    const { page, ...filter } = queryOf(paymentListQuerySchema, request);
    return paymentPage(db, filter, page, timeZone);
  });

  app.get('/api/admin/exports/payments.csv', { ...staffOnly(['finance']) }, async (request, reply) => {
    const filter = queryOf(paymentFilterSchema, request);
    return sendExport(request, reply, 'payments', filter, () => csvStream(paymentBatches(db, filter, timeZone), paymentColumns));
  });

  app.get('/api/admin/exports/invoices.csv', { ...staffOnly(['finance']) }, async (request, reply) => {
    const filter = queryOf(invoiceExportFilterSchema, request);
    return sendExport(request, reply, 'invoices', filter, () => csvStream(invoiceBatches(db, filter), invoiceColumns));
  });

  app.get('/api/admin/exports/members.csv', { ...staffOnly(['membership']) }, async (request, reply) => {
    const filter = queryOf(memberExportFilterSchema, request);
    return sendExport(request, reply, 'members', filter, () => csvStream(memberBatches(db, filter, new Date()), memberColumns));
  });

  app.get('/api/admin/newsletter/subscribers', { ...staffOnly(['membership']) }, async (request) => {
    const { page, ...filter } = queryOf(subscriberListQuerySchema, request);
    return subscriberPage(db, filter, page);
  });

  app.get('/api/admin/exports/subscribers.csv', { ...staffOnly(['membership']) }, async (request, reply) => {
    const filter = queryOf(subscriberFilterSchema, request);
    return sendExport(request, reply, 'subscribers', filter, () => csvStream(subscriberBatches(db, filter), subscriberColumns));
  });

  app.post('/api/admin/newsletter/subscribers/:id/unsubscribe', { ...staffOnly(['membership']) }, async (request) => {
    const { id } = parseBody(subscriptionParams, request.params);
    const { reason } = parseBody(unsubscribeOnRequestSchema, request.body);
    const result = await unsubscribeOnRequest(db, { subscriptionId: id, actor: staffActor(request), reason, ip: request.ip });
    if (!result) throw new HttpError(404, 'No such subscription');
    return result;
  });

  app.get('/api/admin/audit', { ...staffOnly(['admin']) }, async (request) => {
    const { page, ...filter } = queryOf(auditListQuerySchema, request);
    return auditPage(db, filter, page, timeZone);
  });

  app.get('/api/admin/exports/audit.csv', { ...staffOnly(['admin']) }, async (request, reply) => {
    const filter = queryOf(auditFilterSchema, request);
    return sendExport(request, reply, 'audit', filter, () => csvStream(auditBatches(db, filter, timeZone), auditColumns));
  });
}
