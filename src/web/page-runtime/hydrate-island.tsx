import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Locale } from '@shared/locales';
import { loadMessages } from '@web/i18n/load-messages';
import { islandIdPrefix, type IslandData, type IslandDefinition, type IslandProps } from './island-definition';
import { IslandRoot } from './island-root';

/**
 * React's part of the runtime, in the chunk islands share: hydrates one island
 * as the prerenderer rendered it. As a transition, hydration yields to the
 * browser every few milliseconds instead of holding the main thread.
 */
export async function hydrateIsland(
  element: Element,
  definition: IslandDefinition<IslandProps>,
  data: IslandData,
  locale: Locale,
): Promise<void> {
  const [messages] = await Promise.all([loadMessages(locale), ...definition.catalogs.map((catalog) => catalog.load(locale))]);
  await new Promise<void>((hydrated) => {
    startTransition(() => {
      hydrateRoot(element, <IslandRoot definition={definition} data={data} locale={locale} messages={messages} onHydrated={hydrated} />, {
        identifierPrefix: islandIdPrefix(data.index),
      });
    });
  });
}
