import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** No body of ours nests deeper than 3; providers' webhook events stay well under this. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Counts JSON nesting across a body's chunks, outside strings; true once a
 * bracket goes past the limit. Multi-byte UTF-8 never contains these ASCII
 * bytes, so reading bytes is safe.
 */
function nestingCounter(maxDepth: number): (chunk: Buffer) => boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk) => {
    for (const byte of chunk) {
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) {
        inString = true;
      } else if (OPENERS.has(byte)) {
        depth += 1;
        if (depth > maxDepth) return true;
      } else if (CLOSERS.has(byte)) {
        depth -= 1;
      }
    }
    return false;
  };
}

/**
 * The request body as Fastify reads it, unchanged, failing with 400 at the
 * first bracket past the limit: a body of brackets is refused after a few
 * dozen bytes, long before JSON.parse or a schema would spend time on it.
 * The request is read only when Fastify reads, so the failure always finds
 * Fastify listening, and it is paused, never destroyed, so the 400 can still
 * be sent (Node discards the rest of the body after the response).
 */
class NestingLimitedBody extends Readable {
  private started = false;

  constructor(
    private readonly request: Readable,
    private readonly tooDeep: (chunk: Buffer) => boolean,
  ) {
    super();
  }

  private readonly onData = (chunk: Buffer) => {
    if (this.tooDeep(chunk)) {
      this.request.removeListener('data', this.onData);
      this.request.pause();
      this.destroy(new HttpError(400, `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`));
      return;
    }
    if (!this.push(chunk)) this.request.pause();
  };

  override _read(): void {
    if (this.started) {
      this.request.resume();
      return;
    }
    this.started = true;
    this.request.on('data', this.onData);
    this.request.once('end', () => this.push(null));
    this.request.once('error', (error) => this.destroy(error));
  }
}

const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');

/** Applies the nesting limit to every JSON body, the webhook's raw one included, as it streams in. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) =>
    isJson(request.headers['content-type']) ? new NestingLimitedBody(payload, nestingCounter(MAX_JSON_DEPTH)) : payload,
  );
}
