import type { FastifyInstance } from 'fastify';
import type { AccountInvoice, InvoiceFormat } from '@shared/invoices/account-invoices';
import { billingDetailsSchema, needsResidenceCountry, type BillingDetails } from '@shared/invoices/billing-details';
import { validationCatalog } from '@shared/validation-catalog';
import { requireAccount } from '../accounts/current-account';
import { assertSameOrigin } from '../accounts/same-origin';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { serverMessages } from '../http/server-messages';
import { parseBody } from '../http/validation';
import { findAccountInvoice, invoicesOfAccount } from './account-invoices';
import { invoiceFile } from './invoice-files';
import { billingDetailsOf, nextBillingOfAccount, saveAccountBilling } from './next-billing';
import { billingPartyFromRequest } from './price-checkout';

export interface InvoiceRouteOptions {
  db: Database;
  siteUrl: string;
  writesPerMinute: number;
}

const formats: readonly string[] = ['pdf', 'xml'] satisfies InvoiceFormat[];

/** The member area's invoices: the list, each document as PDF and UBL file, and who the next invoices are for. */
export function registerInvoiceRoutes(app: FastifyInstance, { db, siteUrl, writesPerMinute }: InvoiceRouteOptions): void {
  const siteOrigin = new URL(siteUrl).origin;

  app.get('/api/account/invoices', async (request): Promise<AccountInvoice[]> => {
    const { account } = await requireAccount(db, request, requestLocale(request));
    return invoicesOfAccount(db, account.id);
  });

  app.get<{ Params: { number: string; format: string } }>('/api/account/invoices/:number/:format', async (request, reply) => {
    const locale = requestLocale(request);
    const { account } = await requireAccount(db, request, locale);
    const { number, format } = request.params;
    // Someone else's number answers exactly as a number that does not exist: the answer tells nothing about other accounts.
    const document = formats.includes(format) ? await findAccountInvoice(db, account.id, number) : undefined;
    if (!document) throw new HttpError(404, serverMessages.in(locale)('account.invoiceNotFound'));
    const file = await invoiceFile(document, format as InvoiceFormat);
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });

  app.get('/api/account/billing', async (request): Promise<BillingDetails> => {
    const { account } = await requireAccount(db, request, requestLocale(request));
    return billingDetailsOf(await nextBillingOfAccount(db, account.id), account.country);
  });

  app.put('/api/account/billing', { config: { rateLimit: { max: writesPerMinute, timeWindow: '1 minute' } } }, async (request) => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const { account } = await requireAccount(db, request, locale);
    const billing = parseBody(billingDetailsSchema(locale), request.body);
    if (needsResidenceCountry(account.country, billing))
      throw new HttpError(400, `country: ${validationCatalog.in(locale)('residenceCountry')}`);
    await saveAccountBilling(db, account.id, billingPartyFromRequest(billing, account.country));
    return billingDetailsOf(await nextBillingOfAccount(db, account.id), account.country);
  });
}
