import type en from './messages/en.json';

/** One language's UI strings, shaped like the English catalog. */
export type Messages = typeof en;

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

function lookUp(messages: Messages, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (entry, part) => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

/**
 * Looks a dotted key up in one language's catalog and fills in its {{name}}
 * placeholders. An unknown key comes back as itself, so a gap shows on the page
 * without breaking it.
 */
export function createTranslate(messages: Messages): Translate {
  return (key, values = {}) => {
    const text = lookUp(messages, key);
    if (typeof text !== 'string') return key;
    return text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
