import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLocale, localeOrDefault } from '@shared/locales';
import { isIdealBank } from '@shared/ideal-banks';
import { sandboxConfirmSchema, type SandboxConfirmResult } from '@shared/payments';
import { HttpError } from '../../http/http-error';
import { parseBody } from '../../http/validation';
import { paymentIntentIdSchema } from '@shared/membership';
import { requestLocale } from '../../http/request-locale';
import { cardErrorMessage } from './card-errors';
import { authenticatePage, redirectMethodPage } from './sandbox-bank-page';
import { SandboxError, toIntentJson, type IntentRow, type SandboxProcessor } from './sandbox-processor';

const authenticateQuerySchema = z.object({
  payment_intent: paymentIntentIdSchema,
  client_secret: z.string().max(200),
  lang: z.string().optional(),
});

// The pages' own forms: like every other POST body, anything beyond their fields is refused.
const authenticateFormSchema = z.strictObject({ ...authenticateQuerySchema.shape, outcome: z.enum(['approve', 'fail']) });
const bankFormSchema = z.strictObject({ ...authenticateQuerySchema.shape, outcome: z.enum(['approve', 'cancel', 'fail']) });

/** Only a path on this site may be a return address: the sandbox is no open redirect. */
function sameSitePath(returnUrl: string, request: FastifyRequest): string {
  const site = new URL(`${request.protocol}://${request.host}`);
  let url: URL;
  try {
    url = new URL(returnUrl, site);
  } catch {
    throw new HttpError(400, 'returnUrl is not a URL');
  }
  if (url.origin !== site.origin) throw new HttpError(400, 'returnUrl must be on this site');
  return `${url.pathname}${url.search}`;
}

/** Stripe's redirect_status: succeeded, processing, or failed for a payment handed back to the buyer. */
function redirectStatusOf(status: string): 'succeeded' | 'processing' | 'failed' {
  return status === 'succeeded' || status === 'processing' ? status : 'failed';
}

/** The return address with the three parameters Stripe adds when it sends the buyer back. */
function withPaymentParams(path: string, intentId: string, clientSecret: string, status: string): string {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('payment_intent', intentId);
  url.searchParams.set('payment_intent_client_secret', clientSecret);
  url.searchParams.set('redirect_status', redirectStatusOf(status));
  return `${url.pathname}${url.search}`;
}

async function sandboxCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SandboxError) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
}

/** The browser-facing side of the sandbox card processor (what Stripe.js and Stripe's pages do). */
export function registerSandboxRoutes(app: FastifyInstance, processor: SandboxProcessor, writesPerMinute: number): void {
  const rateLimit = { max: writesPerMinute, timeWindow: '1 minute' };

  app.get('/api/sandbox/payment-intents/:id', async (request) => {
    const { id } = request.params as { id: string };
    const { client_secret: clientSecret } = parseBody(z.object({ client_secret: z.string().max(200) }), request.query);
    return toIntentJson(await sandboxCall(() => processor.findByClientSecret(id, clientSecret)));
  });

  app.post('/api/sandbox/payment-intents/:id/confirm', { config: { rateLimit } }, async (request): Promise<SandboxConfirmResult> => {
    const { id } = request.params as { id: string };
    const body = parseBody(sandboxConfirmSchema, request.body);
    const returnPath = sameSitePath(body.returnUrl, request);
    const method = 'card' in body ? { type: 'card' as const, card: body.card } : body.paymentMethod;
    const intent = await sandboxCall(() => processor.confirm(id, body.clientSecret, method, returnPath));
    const result: SandboxConfirmResult = { paymentIntent: { id: intent.id, status: intent.status } };
    if (intent.lastPaymentError && intent.status === 'requires_payment_method') {
      result.error = { code: intent.lastPaymentError.code, message: cardErrorMessage(intent.lastPaymentError, requestLocale(request)) };
    }
    if (intent.status === 'requires_action') {
      const query = new URLSearchParams({ payment_intent: intent.id, client_secret: intent.clientSecret });
      const lang = returnPath.split('/')[1];
      if (isLocale(lang)) query.set('lang', lang);
      result.nextActionUrl = `${intent.paymentMethod === 'card' ? '/sandbox/authenticate' : '/sandbox/bank'}?${query.toString()}`;
    }
    return result;
  });

  app.get('/sandbox/authenticate', async (request, reply) => {
    const { intent, locale } = await bankPageIntent(request);
    return htmlPage(reply, authenticatePage({ locale, ...pageFacts(intent) }));
  });

  app.get('/sandbox/bank', async (request, reply) => {
    const { intent, locale } = await bankPageIntent(request);
    if (intent.paymentMethod !== 'ideal' && intent.paymentMethod !== 'bancontact')
      throw new HttpError(404, 'No bank page for this payment.');
    const bank = intent.bank !== null && isIdealBank(intent.bank) ? intent.bank : undefined;
    return htmlPage(reply, redirectMethodPage({ locale, ...pageFacts(intent), method: intent.paymentMethod, bank }));
  });

  async function bankPageIntent(request: FastifyRequest) {
    const query = parseBody(authenticateQuerySchema, request.query);
    const intent = await sandboxCall(() => processor.findByClientSecret(query.payment_intent, query.client_secret));
    return { intent, locale: localeOrDefault(query.lang) };
  }

  // Both pages answer with a 303 back to the return address, as Stripe sends the buyer back.
  for (const [path, schema] of [
    ['/sandbox/authenticate', authenticateFormSchema],
    ['/sandbox/bank', bankFormSchema],
  ] as const) {
    app.post(path, { config: { rateLimit } }, async (request, reply) => {
      const form = parseBody(schema, request.body);
      const intent = await sandboxCall(() => processor.answerBankPage(form.payment_intent, form.client_secret, form.outcome));
      const returnPath = intent.returnUrl ?? '/membership';
      return reply.redirect(withPaymentParams(returnPath, intent.id, intent.clientSecret, intent.status), 303);
    });
  }
}

function pageFacts(intent: IntentRow) {
  return { paymentIntentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amount, currency: intent.currency };
}

function htmlPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}
