import type { FastifyInstance } from 'fastify';
import { newsletterSubscriptionSchema, newsletterTokenSchema, type NewsletterSubscriptionResponse } from '@shared/newsletter';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { serverMessages } from '../http/server-messages';
import { parseBody } from '../http/validation';
import { applyToken, subscribe } from './subscriptions';

export function registerNewsletterRoutes(
  app: FastifyInstance,
  options: { db: Database; siteUrl: string; requestsPerMinute: number; onQueued: () => void },
): void {
  const config = { rateLimit: { max: options.requestsPerMinute, timeWindow: '1 minute' } };

  app.post('/api/newsletter-subscriptions', { config }, async (request, reply): Promise<NewsletterSubscriptionResponse> => {
    const locale = requestLocale(request);
    const body = parseBody(newsletterSubscriptionSchema(locale), request.body);
    const result = await subscribe(options.db, options.siteUrl, body);
    if (result.emailQueued) options.onQueued();
    reply.code(result.status === 'pending' ? 202 : 200);
    return { status: result.status };
  });

  for (const action of ['confirm', 'unsubscribe'] as const) {
    app.post(`/api/newsletter-subscriptions/${action}`, { config }, async (request): Promise<NewsletterSubscriptionResponse> => {
      // A token cut short or garbled in the email client is as invalid as an unknown one, and its reader gets the same answer.
      const parsed = newsletterTokenSchema.safeParse(request.body);
      const status = parsed.success ? await applyToken(options.db, action, parsed.data.token) : undefined;
      if (!status) throw new HttpError(parsed.success ? 404 : 400, serverMessages.in(requestLocale(request))('newsletter.invalidLink'));
      return { status };
    });
  }
}
