import type { Locale } from '@shared/locales';
import { createTranslate, type Translate } from '@shared/messages/catalog';
import type { MessagesInEveryLocale } from '@shared/messages/messages-of';

/**
 * An area's catalog (the member area's, say) loaded one language at a time:
 * a page downloads the texts of its own language only. Islands that use one
 * name it, and the runtime loads it before hydrating them; the prerenderer
 * loads every area's catalog before rendering a language.
 */
export interface LoadableCatalog {
  load(locale: Locale): Promise<void>;
}

export interface AreaCatalog<C> extends MessagesInEveryLocale<C>, LoadableCatalog {}

const everyAreaCatalog = new Set<LoadableCatalog>();

export function areaCatalog<C>(loaders: Record<Locale, () => Promise<{ default: C }>>): AreaCatalog<C> {
  const loaded = new Map<Locale, Translate<C>>();
  const catalog: AreaCatalog<C> = {
    async load(locale) {
      if (!loaded.has(locale)) loaded.set(locale, createTranslate(locale, (await loaders[locale]()).default));
    },
    in(locale) {
      const translate = loaded.get(locale);
      if (!translate) throw new Error(`An area catalog was used in ${locale} before it was loaded: name it in its island's definition`);
      return translate;
    },
  };
  everyAreaCatalog.add(catalog);
  return catalog;
}

/** Every area catalog the loaded modules define, in one language: what the prerenderer needs before rendering it. */
export async function loadEveryAreaCatalog(locale: Locale): Promise<void> {
  await Promise.all([...everyAreaCatalog].map((catalog) => catalog.load(locale)));
}
