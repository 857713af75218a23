import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmMembershipPaymentSchema,
  createMembershipPaymentSchema,
  priceMembershipSchema,
  type ActivatedMembership,
  type CheckoutCharge,
} from '@shared/membership';
import type { PaymentClientConfig } from '@shared/payments';
import { FORM_BODY_LIMIT_BYTES } from '../http/body-limits';
import { HttpError } from '../http/http-error';
import { sendPrecompressed } from '../http/precompressed';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { serverMessages } from '../http/server-messages';
import { currentAccount } from '../accounts/current-account';
import type { Database } from '../db/client';
import { checkoutTokenHash, ensureCheckoutToken } from './checkout-cookie';
import { createMembershipPayment } from './create-membership-payment';
import { priceMembership } from './price-membership';
import type { MembershipDeps } from './registration-payment';
import { checkoutOwnerOf, settlePayment, type CheckoutOwner } from './settle-payment';
import { signInBuyer } from './sign-in-on-payment';

export interface MembershipRouteOptions extends MembershipDeps {
  writesPerMinute: number;
  /** Called after a settlement queued mail or jobs (a receipt, a refund), so they go out soon. */
  onSettled: () => void;
}

/** The browser that started the checkout, or the member it renews, may confirm it; nobody else learns it exists. */
async function asksForOwnCheckout(db: Database, request: FastifyRequest, owner: CheckoutOwner | undefined): Promise<boolean> {
  if (!owner) return false;
  if (checkoutTokenHash(request) === owner.checkoutTokenHash) return true;
  if (!owner.accountId) return false;
  return (await currentAccount(db, request))?.account.id === owner.accountId;
}

/** A form's limit: a field past its schema's length gets 400, a body past this 413 before it is parsed. */
const PAYMENT_BODY_LIMIT = FORM_BODY_LIMIT_BYTES;
/** The order summary is priced again as the buyer types: a few times per checkout, so a wider limit than a payment's. */
const PRICINGS_PER_WRITE = 3;

export function registerMembershipRoutes(app: FastifyInstance, options: MembershipRouteOptions): void {
  const { db, provider, tiers, invoicing } = options;
  const rateLimit = { max: options.writesPerMinute, timeWindow: '1 minute' };

  app.get('/api/membership-tiers', async (request, reply) => {
    const listing = await tiers.listing(requestLocale(request));
    reply.header('ETag', listing.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language, Accept-Encoding');
    if (request.headers['if-none-match'] === listing.etag) return reply.code(304).send();
    return sendPrecompressed(request, reply.type('application/json; charset=utf-8'), listing);
  });

  app.get('/api/payment-config', async (): Promise<PaymentClientConfig> => provider.clientConfig());

  app.post(
    '/api/price-membership',
    { bodyLimit: PAYMENT_BODY_LIMIT, config: { rateLimit: { ...rateLimit, max: rateLimit.max * PRICINGS_PER_WRITE } } },
    async (request): Promise<CheckoutCharge> => {
      const locale = requestLocale(request);
      return priceMembership({ tiers, invoicing }, parseBody(priceMembershipSchema(locale), request.body), locale);
    },
  );

  app.post('/api/create-membership-payment', { bodyLimit: PAYMENT_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    const locale = requestLocale(request);
    const body = parseBody(createMembershipPaymentSchema(locale), request.body);
    return createMembershipPayment({ db, provider, tiers, invoicing }, body, body.locale ?? locale, ensureCheckoutToken(request, reply));
  });

  app.post(
    '/api/confirm-membership-payment',
    { bodyLimit: PAYMENT_BODY_LIMIT, config: { rateLimit } },
    async (request, reply): Promise<ActivatedMembership> => {
      const locale = requestLocale(request);
      const body = parseBody(confirmMembershipPaymentSchema(locale), request.body);
      if (!(await asksForOwnCheckout(db, request, await checkoutOwnerOf(db, body.paymentIntentId)))) {
        throw new HttpError(404, serverMessages.in(locale)('membership.paymentUnknown'));
      }
      const outcome = await settlePayment({ db, provider, invoicing: invoicing.config }, body.paymentIntentId);
      switch (outcome.kind) {
        case 'activated': {
          if (outcome.created) options.onSettled();
          const settled = await checkoutOwnerOf(db, body.paymentIntentId);
          if (settled) await signInBuyer(db, request, reply, settled);
          return outcome.activation;
        }
        case 'refunded':
          options.onSettled();
          throw new HttpError(409, serverMessages.in(locale)('membership.paymentRefunded'));
        case 'unknown':
          throw new HttpError(404, serverMessages.in(locale)('membership.paymentUnknown'));
        case 'not_paid':
          throw new HttpError(402, serverMessages.in(locale)('membership.paymentNotSucceeded', { status: outcome.status }));
      }
    },
  );
}
