import { hydrateRoot } from 'react-dom/client';
import type { Locale } from '@shared/locales';
import { loadMessages } from '@web/i18n/load-messages';
import type { IslandData, IslandDefinition, IslandProps } from './island-definition';
import { IslandRoot } from './island-root';
import { hydratingIsland, hydrationTurnsTaken } from './in-turn';
import { warmUpIntl } from './intl-warm-up';

/**
 * The framework's part of the runtime, in the chunk islands share: hydrates
 * one island as the prerenderer rendered it.
 */
export async function hydrateIsland(
  element: Element,
  definition: IslandDefinition<IslandProps>,
  data: IslandData,
  locale: Locale,
): Promise<void> {
  const [messages] = await Promise.all([
    loadMessages(locale),
    ...definition.catalogs.map((catalog) => catalog.load(locale)),
    warmUpIntl(locale),
  ]);
  await new Promise<void>((hydrated) => {
    hydratingIsland(() =>
      hydrateRoot(element, <IslandRoot definition={definition} data={data} locale={locale} messages={messages} onHydrated={hydrated} />),
    );
  });
  await hydrationTurnsTaken();
}
