import { createContext, useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteMessages } from '@web/i18n/site-messages';
import { islandAttributes, type HydrateWhen, type IslandData, type IslandDefinition, type JsonProps } from './island-definition';
import { IslandRoot } from './island-root';
import { useLocale, usePageLocation } from './page-location';

interface IslandRender {
  messages: SiteMessages;
  /** The next island's place on the page: 0, 1, 2 … in the order the page renders them. */
  nextIndex: () => number;
}

function counter(): () => number {
  let next = 0;
  return () => next++;
}

const IslandRenderContext = createContext<IslandRender | null>(null);

/** Given once per prerendered page: the messages islands render with, and their count. */
export function IslandRenderProvider({ messages, children }: { messages: SiteMessages; children: ReactNode }) {
  return <IslandRenderContext value={{ messages, nextIndex: counter() }}>{children}</IslandRenderContext>;
}

/**
 * Marks an interactive part of a page (prerendering only). The island is
 * rendered on its own, as the browser will hydrate it: its element ids then
 * agree on both sides, and nothing from the page around it leaks in. Its
 * props go into the page as JSON.
 */
export function Island<P extends JsonProps<P>>({
  of: definition,
  props,
  when = 'load',
  className,
}: {
  of: IslandDefinition<P>;
  props: NoInfer<P>;
  when?: HydrateWhen;
  className?: string;
}) {
  const render = useContext(IslandRenderContext);
  if (!render) throw new Error('Islands are rendered by the prerenderer, inside IslandRenderProvider');
  const location = usePageLocation();
  const locale = useLocale();
  const data: IslandData = { index: render.nextIndex(), props, location: { pathname: location.pathname, search: location.search } };
  const html = renderToString(<IslandRoot definition={definition} data={data} locale={locale} messages={render.messages} />);
  const attributes = {
    [islandAttributes.name]: definition.name,
    [islandAttributes.when]: when,
    [islandAttributes.data]: JSON.stringify(data),
  };
  return <div {...attributes} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
