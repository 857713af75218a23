import { Transform, pipeline, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** No body of ours nests deeper than 3; providers' webhook events stay well under this. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Passes a JSON body through unchanged while counting its nesting byte by
 * byte, outside strings, and fails at the first bracket past the limit: a
 * body of brackets is refused after a few dozen bytes, long before
 * JSON.parse or a schema would spend time on it. Multi-byte UTF-8 never
 * contains these ASCII bytes, so reading bytes is safe.
 */
function nestingGuard(maxDepth: number): Transform {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      for (const byte of chunk) {
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) {
          inString = true;
        } else if (OPENERS.has(byte)) {
          depth += 1;
          if (depth > maxDepth) {
            callback(new HttpError(400, `The JSON body is nested more than ${maxDepth} levels deep.`));
            return;
          }
        } else if (CLOSERS.has(byte)) {
          depth -= 1;
        }
      }
      callback(null, chunk);
    },
  });
}

const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');

/** Applies the nesting limit to every JSON body, the webhook's raw one included, as it streams in. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJson(request.headers['content-type'])) return payload;
    // pipeline, not pipe: a client that aborts also ends the guard, so the body reader never waits forever.
    return pipeline(payload, nestingGuard(MAX_JSON_DEPTH), () => {});
  });
}
