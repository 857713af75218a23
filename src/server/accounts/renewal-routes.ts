import type { FastifyInstance } from 'fastify';
import { renewalPaymentSchema } from '@shared/accounts';
import type { CheckoutCharge, CreateMembershipPaymentResponse } from '@shared/membership';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import type { MembershipDeps } from '../membership/registration-payment';
import { ensureCheckoutToken } from '../membership/checkout-cookie';
import { createRenewalPayment, renewalCharge } from '../membership/renewal-payment';
import { requireAccount } from './current-account';
import { assertSameOrigin } from './same-origin';

export interface RenewalRouteOptions extends MembershipDeps {
  siteOrigin: string;
  writesPerMinute: number;
}

/**
 * POST /api/account/renewal-price: what 12 more months would charge the
 * signed-in member (VAT as their next invoice's billing decides it).
 * POST /api/account/renewal-payment: the member's checkout for them.
 */
export function registerRenewalRoutes(app: FastifyInstance, { siteOrigin, writesPerMinute, ...deps }: RenewalRouteOptions): void {
  const rateLimit = { max: writesPerMinute, timeWindow: '1 minute' };

  app.post('/api/account/renewal-price', { config: { rateLimit } }, async (request): Promise<CheckoutCharge> => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const { account } = await requireAccount(deps.db, request, locale);
    const { tierSlug } = parseBody(renewalPaymentSchema, request.body);
    return renewalCharge(deps, account, tierSlug, locale);
  });

  app.post('/api/account/renewal-payment', { config: { rateLimit } }, async (request, reply): Promise<CreateMembershipPaymentResponse> => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const { account } = await requireAccount(deps.db, request, locale);
    const { tierSlug } = parseBody(renewalPaymentSchema, request.body);
    return createRenewalPayment(deps, account, tierSlug, locale, ensureCheckoutToken(request, reply));
  });
}
