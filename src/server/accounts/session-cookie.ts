import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenCookie } from '../http/token-cookie';

const sessionCookie = tokenCookie('qncc_session');

export function readSessionToken(request: FastifyRequest): string | undefined {
  return sessionCookie.read(request);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  sessionCookie.set(request, reply, token, expiresAt);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  sessionCookie.clear(request, reply);
}
