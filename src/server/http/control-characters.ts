import type { FastifyInstance } from 'fastify';
import { serverMessages } from './server-messages';
import { HttpError } from './http-error';
import { requestLocale } from './request-locale';

// No field of ours is multi-line, so tab and line breaks are refused with the
// rest of C0: none belongs in a name, an address or a sign-in identifier, and
// NUL makes PostgreSQL fail the whole query.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f]/;

/** The path of the first key or string holding a control character, e.g. `userInfo.firstName`. */
function controlCharacterPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    // JSON's escaping shows a control character in a key as \u0000 rather than sending it back raw.
    const keyPath = [...path, JSON.stringify(key).slice(1, -1)];
    if (CONTROL_CHARACTER.test(key)) return keyPath.join('.');
    const found = controlCharacterPath(child, keyPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses a control character anywhere in a body (JSON or form), query string or path parameter, before any handler sees it. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const path = controlCharacterPath(part);
      if (path !== undefined)
        throw new HttpError(400, serverMessages.in(requestLocale(request))('errors.controlCharacter', { field: path }));
    }
  });
}
