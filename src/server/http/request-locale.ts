import type { FastifyRequest } from 'fastify';
import { defaultLocale, isLocale, type Locale } from '@shared/locales';

/** The page's language: the browser's API helper sends it as Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const language = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(language)) return language;
  }
  return defaultLocale;
}
