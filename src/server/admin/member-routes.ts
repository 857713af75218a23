import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import {
  directoryVisibilitySchema,
  memberSearchSchema,
  membershipDatesSchema,
  reasonOnlySchema,
  refundRequestSchema,
  resendInvoiceSchema,
} from '@shared/admin/member-operations';
import { memberRoles, type MemberDetail, type MemberListPage } from '@shared/admin/member-constants';
import type { InvoiceFormat } from '@shared/invoices/account-invoices';
import { invoices } from '../db/schema';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { invoiceFile } from '../invoices/invoice-files';
import { documentAsItStands } from '../invoices/invoice-settlement';
import { staffActor, staffOnly } from '../staff/staff-guard';
import type { AdminRouteDeps } from './admin-routes';
import { anonymiseMember } from './members/anonymise-member';
import { setDirectoryHidden } from './members/directory-visibility';
import { MemberActionError, type MemberActionErrorCode, type StaffAction } from './members/member-action';
import { memberDetail } from './members/member-detail';
import { searchMembers } from './members/member-search';
import { changeMembershipEnd, endMembership } from './members/membership-dates';
import { resendInvoice } from './members/resend-invoice';
import { refundMemberPayment } from './members/staff-refund';

const { read: readers, change: membershipStaff, refund: financeStaff } = memberRoles;

const statusOf: Record<MemberActionErrorCode, number> = {
  notFound: 404,
  anonymised: 409,
  noMembership: 409,
  beforeStart: 422,
  notShorter: 422,
  alreadyEnded: 409,
  exceedsRefundable: 409,
  requestKeyReused: 409,
  providerFailed: 502,
  paidByTransfer: 409,
};

type MemberParams = { Params: { accountId: string } };

const uuid = z.uuid();

/** The path's account id; anything that is not one answers as a member that does not exist. */
function accountIdOf(request: FastifyRequest<MemberParams>): string {
  const parsed = uuid.safeParse(request.params.accountId);
  if (!parsed.success) throw new HttpError(404, adminMembersCatalog.in(requestLocale(request))('errors.notFound'));
  return parsed.data;
}

/** Runs a member action, answering a refusal in the staff member's language with its status. */
async function answered<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof MemberActionError)) throw error;
    throw new HttpError(statusOf[error.code], adminMembersCatalog.in(requestLocale(request))(`errors.${error.code}`));
  }
}

const staffAction = (request: FastifyRequest, reason: string): StaffAction => ({ actor: staffActor(request), reason, ip: request.ip });

/**
 * The back office's members: search, the member page with its documents, and
 * every action on a member (each with a reason, each audited in its own
 * transaction). Refunds are for finance; the rest for membership staff;
 * admins may do everything.
 */
export function registerMemberAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { db } = deps;

  app.get('/api/admin/members', { ...staffOnly(readers) }, async (request): Promise<MemberListPage> => {
    return searchMembers(db, parseBody(memberSearchSchema, request.query));
  });

  app.get<MemberParams>('/api/admin/members/:accountId', { ...staffOnly(readers) }, async (request): Promise<MemberDetail> => {
    const detail = await memberDetail(db, accountIdOf(request));
    if (!detail) throw new HttpError(404, adminMembersCatalog.in(requestLocale(request))('errors.notFound'));
    return detail;
  });

  app.get<{ Params: { accountId: string; documentId: string; format: string } }>(
    '/api/admin/members/:accountId/documents/:documentId/:format',
    { ...staffOnly(readers) },
    async (request, reply) => {
      const { accountId, documentId, format } = request.params;
      const ids = z
        .object({ accountId: uuid, documentId: uuid, format: z.enum(['pdf', 'xml']) })
        .safeParse({ accountId, documentId, format });
      const [document] = ids.success
        ? await db
            .select({ document: invoices.document })
            .from(invoices)
            .where(and(eq(invoices.id, ids.data.documentId), eq(invoices.accountId, ids.data.accountId)))
        : [];
      if (!ids.success || !document) throw new HttpError(404, adminMembersCatalog.in(requestLocale(request))('errors.notFound'));
      const standing = await documentAsItStands(db, ids.data.documentId, document.document);
      const file = await invoiceFile(standing, ids.data.format satisfies InvoiceFormat);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post<MemberParams>('/api/admin/members/:accountId/resend-invoice', { ...staffOnly(readers) }, async (request) => {
    const accountId = accountIdOf(request);
    const body = parseBody(resendInvoiceSchema(requestLocale(request)), request.body);
    await answered(request, () => resendInvoice(db, accountId, body.invoiceId, staffAction(request, body.reason)));
    deps.onQueued();
    return { resent: true };
  });

  app.post<MemberParams>('/api/admin/members/:accountId/membership-dates', { ...staffOnly(membershipStaff) }, async (request) => {
    const accountId = accountIdOf(request);
    const body = parseBody(membershipDatesSchema(requestLocale(request)), request.body);
    const { expiresAt } = await answered(request, () =>
      changeMembershipEnd(db, accountId, body.change, staffAction(request, body.reason), deps.invoicing.timeZone),
    );
    return { expiresAt: expiresAt.toISOString() };
  });

  app.post<MemberParams>('/api/admin/members/:accountId/end-membership', { ...staffOnly(membershipStaff) }, async (request) => {
    const accountId = accountIdOf(request);
    const body = parseBody(reasonOnlySchema(requestLocale(request)), request.body);
    const { expiresAt } = await answered(request, () => endMembership(db, accountId, staffAction(request, body.reason)));
    return { expiresAt: expiresAt.toISOString() };
  });

  app.post<MemberParams>('/api/admin/members/:accountId/directory', { ...staffOnly(membershipStaff) }, async (request) => {
    const accountId = accountIdOf(request);
    const body = parseBody(directoryVisibilitySchema(requestLocale(request)), request.body);
    await answered(request, () => setDirectoryHidden(db, accountId, body.hidden, staffAction(request, body.reason)));
    return { hidden: body.hidden };
  });

  app.post<MemberParams>('/api/admin/members/:accountId/refunds', { ...staffOnly(financeStaff) }, async (request) => {
    const accountId = accountIdOf(request);
    const body = parseBody(refundRequestSchema(requestLocale(request)), request.body);
    const outcome = await answered(request, () => refundMemberPayment(deps, accountId, body, staffAction(request, body.reason)));
    deps.onQueued();
    return outcome;
  });

  app.post<MemberParams>('/api/admin/members/:accountId/anonymise', { ...staffOnly(membershipStaff) }, async (request) => {
    const accountId = accountIdOf(request);
    const body = parseBody(reasonOnlySchema(requestLocale(request)), request.body);
    const { anonymisedAt } = await answered(request, () => anonymiseMember(db, accountId, staffAction(request, body.reason)));
    return { anonymisedAt: anonymisedAt.toISOString() };
  });
}
