/**
 * One message as the build delivers it: ICU MessageFormat compiled to a
 * function (scripts/messages-plugin.ts), so neither the browser nor the server
 * parses a message at run time.
 */
export type MessageFunction = (values?: MessageValues) => string;

export type MessageValue = string | number;
export type MessageValues = Record<string, MessageValue>;

/**
 * The locale the compiler formats numbers in: Arabic keeps Latin digits, like
 * every figure on the site, while its plural rules stay Arabic's.
 */
export function compilerLocale(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}
