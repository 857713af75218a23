import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RegistrationFields } from '../../src/shared/membership';
import { uniqueBuyer } from './membership';
import { buyMembership } from './purchase';

export const SESSION_COOKIE = 'qncc_session';

export const sessionTokenOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';

/** Buys a membership for a new buyer and signs them in: the session token rides in the cookie. */
export async function signedInMember(app: FastifyInstance, overrides: Partial<RegistrationFields> = {}, tierSlug = 'professional') {
  const { buyer, paymentIntentId } = await buyMembership(app, uniqueBuyer(overrides), tierSlug);
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { identifier: buyer.username, password: buyer.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { buyer, paymentIntentId, token: sessionTokenOf(response) };
}
