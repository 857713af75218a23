import type { FastifyInstance } from 'fastify';
import { renewalPaymentSchema } from '@shared/accounts';
import type { BankTransferInstructions, BankTransferOrder } from '@shared/bank-transfers/bank-transfer';
import { createMembershipPaymentSchema } from '@shared/membership';
import { accountPath } from '../membership/renewal-reminders';
import { requireAccount } from '../accounts/current-account';
import { assertSameOrigin } from '../accounts/same-origin';
import { FORM_BODY_LIMIT_BYTES } from '../http/body-limits';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { ensureCheckoutToken } from '../membership/checkout-cookie';
import { newMemberOrder } from '../membership/create-membership-payment';
import type { MembershipDeps } from '../membership/registration-payment';
import { renewalOrder } from '../membership/renewal-payment';
import { signInBrowser } from '../membership/sign-in-on-payment';
import { reserveMembership, type ReservationDeps } from './reserve-membership';
import { transfersOfAccount } from './transfer-instructions';

export interface TransferRouteOptions extends Pick<MembershipDeps, 'db' | 'tiers' | 'invoicing'> {
  bankTransfer: ReservationDeps['bankTransfer'];
  siteOrigin: string;
  writesPerMinute: number;
  /** Called after an order queued its invoice mail, so it goes out now. */
  onQueued: () => void;
}

/**
 * Ordering a membership by bank transfer on invoice: a new member from the
 * checkout form (the same body, checked by the same schema, as paying now),
 * or a signed-in member renewing; and the member area's list of transfers.
 */
export function registerTransferRoutes(app: FastifyInstance, options: TransferRouteOptions): void {
  const { db, tiers, invoicing, bankTransfer, siteOrigin } = options;
  const rateLimit = { max: options.writesPerMinute, timeWindow: '1 minute' };
  const reservation = { db, invoicing: invoicing.config, bankTransfer };

  app.post(
    '/api/membership-transfer',
    { bodyLimit: FORM_BODY_LIMIT_BYTES, config: { rateLimit } },
    async (request, reply): Promise<BankTransferOrder> => {
      const requested = requestLocale(request);
      const body = parseBody(createMembershipPaymentSchema(requested), request.body);
      const locale = body.locale ?? requested;
      const order = await newMemberOrder({ db, tiers, invoicing }, body, locale);
      const reserved = await reserveMembership(reservation, order, ensureCheckoutToken(request, reply));
      if (reserved.created) options.onQueued();
      // The buyer proved the account theirs by choosing its password (or typing it, to renew): the invoice waits in the member area.
      await signInBrowser(db, request, reply, reserved.accountId);
      return { transfer: reserved.transfer, accountPath };
    },
  );

  app.post('/api/account/renewal-transfer', { config: { rateLimit } }, async (request, reply): Promise<BankTransferOrder> => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const { account } = await requireAccount(db, request, locale);
    const { tierSlug } = parseBody(renewalPaymentSchema, request.body);
    const order = await renewalOrder({ db, tiers, invoicing }, account, tierSlug, locale);
    const reserved = await reserveMembership(reservation, order, ensureCheckoutToken(request, reply));
    if (reserved.created) options.onQueued();
    return { transfer: reserved.transfer, accountPath };
  });

  app.get('/api/account/bank-transfers', async (request): Promise<BankTransferInstructions[]> => {
    const { account } = await requireAccount(db, request, requestLocale(request));
    return transfersOfAccount(db, account.id);
  });
}
