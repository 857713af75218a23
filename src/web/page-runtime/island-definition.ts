import type { ComponentType } from 'react';
import type { LoadableCatalog } from '@web/i18n/area-catalog';

/**
 * What an island's props may hold: they travel to the browser as JSON in the
 * page, so functions and dates are refused. Checked member by member, so
 * content interfaces (events, articles …) pass as they are.
 */
export type IslandValue<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends Date | ((...args: never[]) => unknown)
    ? never
    : { [Key in keyof T]: IslandValue<T[Key]> };

/** Props of any island, as the runtime handles them without knowing which island it is. */
export type IslandProps = object;

/** Props an island can be given: every member survives JSON. */
export type JsonProps<P> = { [Key in keyof P]: IslandValue<P[Key]> };

/**
 * When the browser hydrates an island: `load` once the page has painted;
 * `interaction` when the visitor first points at, focuses or submits it (a
 * form that already works without JavaScript, such as the newsletter box).
 */
export type HydrateWhen = 'load' | 'interaction';

/** An interactive part of a page: a component the browser hydrates on its own, found by its name. */
export interface IslandDefinition<P extends IslandProps> {
  /** The file's name in src/web/islands, which is how the browser finds its code. */
  name: string;
  Component: ComponentType<P>;
  /** The area catalogs its components read, loaded in the page's language before it hydrates. */
  catalogs: ReadonlyArray<LoadableCatalog>;
}

export function defineIsland<P extends JsonProps<P>>(
  name: string,
  Component: ComponentType<P>,
  { catalogs = [] }: { catalogs?: ReadonlyArray<LoadableCatalog> } = {},
): IslandDefinition<P> {
  return { name, Component, catalogs };
}

/** What the prerendered page tells the browser about each island, in its `data-island-data` attribute. */
export interface IslandData {
  /** The island's place among the page's islands, which prefixes its element ids on both sides. */
  index: number;
  props: IslandProps;
  location: { pathname: string; search: string };
}

export const islandAttributes = {
  name: 'data-island',
  when: 'data-island-when',
  data: 'data-island-data',
} as const;

export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}
