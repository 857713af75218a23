import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body whose compressed forms were made once, ahead of any request. */
export interface PrecompressedBody {
  body: Buffer | string;
  gzip: Buffer | undefined;
  brotli: Buffer | undefined;
}

/**
 * Sends the form the client accepts, brotli first, else the plain body. A
 * reply that already has a Content-Encoding is left alone by @fastify/compress,
 * so nothing is compressed per request.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, representation: PrecompressedBody) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  const compressed = encoding === 'br' ? representation.brotli : encoding === 'gzip' ? representation.gzip : undefined;
  if (compressed && encoding) {
    return reply.header('Content-Encoding', encoding).send(compressed);
  }
  return reply.send(representation.body);
}
