import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { isLocale } from '../locales.ts';
import { compilerLocale } from './format-message.ts';

/** The language a catalog file is in, from its folder: messages/<locale>/<name>.json. */
export function catalogLocale(file: string): string {
  const locale = /[\\/]messages[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(file)?.[1];
  if (!isLocale(locale)) throw new Error(`${file} is not in a language folder under messages/`);
  return locale;
}

/**
 * A catalog's JSON as the source of an ES module whose messages are functions.
 * A syntax error, or a plural form the language does not have, fails here,
 * at build time, naming the message.
 */
export function compileCatalogModule(file: string, json: string): string {
  const messageFormat = new MessageFormat(compilerLocale(catalogLocale(file)), { requireAllArguments: true });
  return compileModule(messageFormat, JSON.parse(json) as Record<string, never>);
}
