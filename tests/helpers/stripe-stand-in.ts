import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in for the Stripe endpoints the adapter calls (create and
 * retrieve payment intents, create refunds in full or in part). It keeps
 * intents in memory and replays the first answer for a repeated idempotency
 * key, as Stripe does. An intent's `payment_method` and `latest_charge` are
 * ids unless the request expands them, as Stripe's are; `paymentMethods` and
 * `charges` hold the objects they name.
 */
export function stripeStandIn() {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  const refundsByIdempotencyKey = new Map<string, Record<string, unknown>>();
  const paymentMethods = new Map<string, Record<string, unknown>>();
  const charges = new Map<string, Record<string, unknown>>();
  let counter = 0;

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      idempotencyKey,
      authorization: request.headers.authorization,
      form,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      counter += 1;
      const id = `pi_standin${String(counter).padStart(16, '0')}`;
      const metadata = Object.fromEntries(
        [...form.entries()].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]),
      );
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata,
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const replay = idempotencyKey ? refundsByIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      if (intent.status !== 'succeeded') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'This PaymentIntent does not have a successful charge to refund.' },
        });
      }
      const remaining = Number(intent.amount) - Number(intent.amount_refunded ?? 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : remaining;
      if (remaining <= 0) {
        return send(400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
        });
      }
      if (!(amount > 0 && amount <= remaining)) {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount on charge' },
        });
      }
      counter += 1;
      intent.amount_refunded = Number(intent.amount_refunded ?? 0) + amount;
      const refund = {
        id: `re_standin${String(counter).padStart(16, '0')}`,
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const intent = intents.get(match[1] ?? '');
      if (intent) {
        const expand = new Set([...url.searchParams.entries()].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value));
        const expanded = (field: string, objects: Map<string, Record<string, unknown>>) =>
          expand.has(field) && typeof intent[field] === 'string' ? { [field]: objects.get(intent[field]) ?? null } : {};
        return send(200, { ...intent, ...expanded('payment_method', paymentMethods), ...expanded('latest_charge', charges) });
      }
      return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  return {
    server,
    requests,
    intents,
    paymentMethods,
    charges,
    /** Starts listening on a free local port; resolves to the API origin to hand to the provider. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
