import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenCookie } from '../http/token-cookie';
import { hashToken, newToken } from '../security/random-token';

const checkoutCookie = tokenCookie('qncc_checkout');
/** Long enough for a payment that settles days later to be confirmed from the same browser. */
const CHECKOUT_COOKIE_DAYS = 14;

/**
 * The browser's checkout identity: a random token in an HttpOnly cookie, of
 * which only the hash is stored with each checkout. A checkout can be changed,
 * and its payment confirmed, only by the browser that holds the token.
 */
export function checkoutTokenHash(request: FastifyRequest): string | undefined {
  const token = checkoutCookie.read(request);
  return token && hashToken(token);
}

/** The browser's checkout token hash, giving it a token first if it has none. */
export function ensureCheckoutToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = checkoutTokenHash(request);
  if (existing) return existing;
  const { token, hash } = newToken();
  checkoutCookie.set(request, reply, token, new Date(Date.now() + CHECKOUT_COOKIE_DAYS * 24 * 60 * 60 * 1000));
  return hash;
}
