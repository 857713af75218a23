import type { Locale } from '../locales';
import type { MessageFunction, MessageValues } from './format-message';

/** Every dotted path to a message in a catalog, e.g. 'footer.newsletter.heading'. */
export type MessageKey<C> = {
  [Name in keyof C & string]: C[Name] extends string ? Name : `${Name}.${MessageKey<C[Name]>}`;
}[keyof C & string];

/** Formats a message of one catalog in one language; a key the catalog lacks fails the type check. */
export type Translate<C> = (key: MessageKey<C>, values?: MessageValues) => string;

function messageAt(catalog: unknown, key: string): MessageFunction | undefined {
  const entry = key
    .split('.')
    .reduce<unknown>(
      (group, name) => (typeof group === 'object' && group !== null ? (group as Record<string, unknown>)[name] : undefined),
      catalog,
    );
  return typeof entry === 'function' ? (entry as MessageFunction) : undefined;
}

/**
 * The translator of one catalog in one language. A catalog's type is its
 * English JSON (strings), its value the build's compiled module (functions).
 * A key with no message throws: keys are typed, so only a catalog out of step
 * with English gets here, and the catalog tests catch that before it ships.
 */
export function createTranslate<C>(locale: Locale, catalog: C): Translate<C> {
  return (key, values) => {
    const message = messageAt(catalog, key);
    if (!message) throw new Error(`No message '${key}' in the ${locale} catalog`);
    return message(values);
  };
}

/** A whole catalog of texts without placeholders as plain strings, for content read by property (the page copy). */
export function formatCatalog<C>(catalog: C): C {
  const format = (entry: unknown): unknown => {
    if (typeof entry === 'function') return (entry as MessageFunction)();
    if (typeof entry !== 'object' || entry === null)
      throw new Error('A catalog imported without the messages compiler (scripts/messages-plugin.ts)');
    return Object.fromEntries(Object.entries(entry).map(([name, value]) => [name, format(value)]));
  };
  return format(catalog) as C;
}
