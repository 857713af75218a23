import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Over https the cookie takes the __Host- prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: no subdomain can plant or read it. Plain
 * http (local development) cannot use the prefix.
 */
function cookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-qncc_session' : 'qncc_session';
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[cookieName(request)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(cookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
