import type { FastifyReply, FastifyRequest } from 'fastify';

/** A 256-bit token in base64url, as `newToken` makes: anything else in the cookie is ignored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface TokenCookie {
  read(request: FastifyRequest): string | undefined;
  set(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void;
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * An HttpOnly, SameSite=Lax cookie that carries a random token. Over https it
 * takes the __Host- prefix, which browsers accept only with Secure, Path=/ and
 * no Domain: no subdomain can plant or read it. Plain http (local development)
 * cannot use the prefix.
 */
export function tokenCookie(name: string): TokenCookie {
  const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? `__Host-${name}` : name);
  const options = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });
  return {
    read(request) {
      const value = request.cookies[cookieName(request)];
      return value && TOKEN_SHAPE.test(value) ? value : undefined;
    },
    set(request, reply, token, expiresAt) {
      reply.setCookie(cookieName(request), token, { ...options(request), expires: expiresAt });
    },
    clear(request, reply) {
      reply.clearCookie(cookieName(request), options(request));
    },
  };
}
