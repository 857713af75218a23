import { readFile } from 'node:fs/promises';
import { parseSync, transformWithOxc, Visitor, type ESTree, type Plugin } from 'vite';
import { isLocale, locales, type Locale } from '../src/shared/locales.ts';

const localeQuery = /\?locale=([^&]*)$/;

function propertyName(property: ESTree.ObjectPropertyKind): string | undefined {
  if (property.type !== 'Property' || property.computed || property.kind !== 'init') return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : undefined;
}

/** The value of `locale` when the literal is a Localized text: exactly one property per language. */
function localizedValue(node: ESTree.ObjectExpression, locale: Locale): ESTree.Node | undefined {
  const names = node.properties.map(propertyName);
  const isLocalized = names.length === locales.length && locales.every((candidate) => names.includes(candidate));
  if (!isLocalized) return undefined;
  const property = node.properties[names.indexOf(locale)];
  return property?.type === 'Property' ? property.value : undefined;
}

/**
 * The source with every Localized literal (`{ en: …, ar: …, nl: … }`) replaced
 * by its text in one language, so a module of all three languages becomes one
 * of a single language.
 */
export function pickLocale(source: string, fileName: string, locale: Locale): string {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors.map((error) => error.message).join('; ')}`);
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  new Visitor({
    ObjectExpression(node) {
      const value = localizedValue(node, locale);
      if (value) replacements.push({ start: node.start, end: node.end, text: source.slice(value.start, value.end) });
    },
  }).visit(program);
  return replacements
    .sort((first, second) => second.start - first.start)
    .reduce((text, { start, end, text: value }) => text.slice(0, start) + value + text.slice(end), source);
}

/**
 * `import … from '@content/pages.ts?locale=nl'` loads the module with only its
 * Dutch texts: a page then downloads the copy of its own language, not all three.
 */
export function localeContentPlugin(): Plugin {
  return {
    name: 'locale-content',
    enforce: 'pre',
    async load(id) {
      const match = localeQuery.exec(id);
      if (!match) return null;
      const locale = match[1];
      if (!isLocale(locale)) this.error(`${id}: unknown locale "${locale}"`);
      const file = id.slice(0, match.index);
      this.addWatchFile(file);
      const picked = pickLocale(await readFile(file, 'utf8'), file, locale);
      const { code } = await transformWithOxc(picked, file, { lang: 'ts' });
      return code;
    },
  };
}
