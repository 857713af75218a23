import type { FastifyInstance } from 'fastify';
import {
  confirmMembershipPaymentSchema,
  createMembershipPaymentSchema,
  type ActivatedMembership,
} from '@shared/membership';
import type { PaymentClientConfig } from '@shared/payments';
import { FORM_BODY_LIMIT_BYTES } from '../http/body-limits';
import { HttpError } from '../http/http-error';
import { sendPrecompressed } from '../http/precompressed';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { activateMembership } from './activate-membership';
import { createMembershipPayment } from './create-membership-payment';
import { membershipMessages } from './messages';
import type { MembershipDeps } from './registration-payment';

export interface MembershipRouteOptions extends MembershipDeps {
  writesPerMinute: number;
  /** Called after an activation that created a membership, e.g. to send its receipt. */
  onActivated: () => void;
}

/** A form's limit: a field past its schema's length gets 400, a body past this 413 before it is parsed. */
const PAYMENT_BODY_LIMIT = FORM_BODY_LIMIT_BYTES;

export function registerMembershipRoutes(app: FastifyInstance, options: MembershipRouteOptions): void {
  const { db, provider, tiers } = options;
  const rateLimit = { max: options.writesPerMinute, timeWindow: '1 minute' };

  app.get('/api/membership-tiers', async (request, reply) => {
    const listing = await tiers.listing(requestLocale(request));
    reply
      .header('ETag', listing.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Accept-Encoding');
    if (request.headers['if-none-match'] === listing.etag) return reply.code(304).send();
    return sendPrecompressed(request, reply.type('application/json; charset=utf-8'), listing);
  });

  app.get('/api/payment-config', async (): Promise<PaymentClientConfig> => provider.clientConfig());

  app.post(
    '/api/create-membership-payment',
    { bodyLimit: PAYMENT_BODY_LIMIT, config: { rateLimit } },
    async (request) => {
      const locale = requestLocale(request);
      const body = parseBody(createMembershipPaymentSchema(locale), request.body);
      return createMembershipPayment({ db, provider, tiers }, body, body.locale ?? locale);
    },
  );

  app.post(
    '/api/confirm-membership-payment',
    { bodyLimit: PAYMENT_BODY_LIMIT, config: { rateLimit } },
    async (request): Promise<ActivatedMembership> => {
      const locale = requestLocale(request);
      const body = parseBody(confirmMembershipPaymentSchema(locale), request.body);
      const outcome = await activateMembership(db, provider, body.paymentIntentId);
      switch (outcome.kind) {
        case 'activated':
          if (outcome.created) options.onActivated();
          return outcome.activation;
        case 'unknown':
          throw new HttpError(404, membershipMessages.paymentUnknown[locale]);
        case 'mismatch':
          throw new HttpError(409, membershipMessages.paymentMismatch[locale]);
        case 'not_paid':
          throw new HttpError(402, membershipMessages.paymentNotSucceeded[locale].replace('{status}', outcome.status));
      }
    },
  );
}
