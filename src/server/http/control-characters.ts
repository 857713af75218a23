import type { FastifyInstance } from 'fastify';
import { serverMessages } from './server-messages';
import { HttpError } from './http-error';
import { requestLocale } from './request-locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level body fields that are letters (a textarea): tab and line breaks are allowed there, no other control character. */
    multiLineFields?: readonly string[];
  }
}

// No single-line field holds a tab or a line break, so they are refused with
// the rest of C0: none belongs in a name, an address or a sign-in identifier,
// and NUL makes PostgreSQL fail the whole query.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The path of the first key or string holding a control character, e.g. `userInfo.firstName`. */
function controlCharacterPath(value: unknown, path: string[] = [], multiLineFields: readonly string[] = []): string | undefined {
  if (typeof value === 'string') {
    const multiLine = path.length === 1 && multiLineFields.includes(path[0] ?? '');
    return (multiLine ? CONTROL_CHARACTER_IN_TEXT : CONTROL_CHARACTER).test(value) ? path.join('.') : undefined;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    // JSON's escaping shows a control character in a key as \u0000 rather than sending it back raw.
    const keyPath = [...path, JSON.stringify(key).slice(1, -1)];
    if (CONTROL_CHARACTER.test(key)) return keyPath.join('.');
    const found = controlCharacterPath(child, keyPath, multiLineFields);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses a control character anywhere in a body (JSON or form), query string or path parameter, before any handler sees it. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const multiLineFields = request.routeOptions.config.multiLineFields ?? [];
    const parts = [
      [request.body, multiLineFields],
      [request.query, []],
      [request.params, []],
    ] as const;
    for (const [part, allowed] of parts) {
      const path = controlCharacterPath(part, [], allowed);
      if (path !== undefined)
        throw new HttpError(400, serverMessages.in(requestLocale(request))('errors.controlCharacter', { field: path }));
    }
  });
}
