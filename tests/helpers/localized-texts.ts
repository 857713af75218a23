import { locales, type Localized } from '../../src/shared/locales';

export interface FoundText {
  /** Where the text sits, as module path and property path, for failure messages. */
  where: string;
  text: Localized;
}

/**
 * Every module whose exports hold page texts: the content modules and the shared
 * modules (the site name) the pages render. Test files are data-free.
 */
const textModules = import.meta.glob<Record<string, unknown>>(['../../content/**/*.ts', '../../src/shared/*.ts', '!**/*.test.ts'], {
  eager: true,
});

/**
 * An object keyed by English and nothing but locales is a text, even with a
 * language missing: the checks then report the gap instead of walking past it.
 */
function isLocalized(value: object): value is Localized {
  const keys = Object.keys(value);
  return keys.includes('en') && keys.every((key) => (locales as readonly string[]).includes(key));
}

/** Walks a value depth first and returns every { en, ar, nl } object in it. */
export function findLocalizedTexts(value: unknown, where: string, seen = new Set<object>()): FoundText[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  // A zod schema has the shape of a text ({ en, ar, nl } of validators) but holds none.
  if ('_zod' in value) return [];
  seen.add(value);
  if (isLocalized(value)) return [{ where, text: value }];
  return Object.entries(value).flatMap(([key, child]) => findLocalizedTexts(child, `${where}.${key}`, seen));
}

/**
 * Each Localized object once, even when several exports share it (the walk
 * would otherwise count a text reached through two paths twice).
 */
export function allLocalizedTexts(): FoundText[] {
  const seen = new Set<object>();
  return Object.entries(textModules).flatMap(([file, exports]) => findLocalizedTexts(exports, file.replace(/^(\.\.\/)+/, ''), seen));
}

export type Catalog = { [key: string]: string | Catalog };

/** { a: { b: 'x' } } becomes { 'a.b': 'x' }. */
export function flattenCatalog(catalog: Catalog, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flattenCatalog(value, `${prefix}${key}.`)),
    ),
  );
}
