import { StrictMode, useEffect } from 'react';
import type { Locale } from '@shared/locales';
import { LocaleTextsProvider } from '@web/i18n/locale-texts-context';
import type { SiteMessages } from '@web/i18n/site-messages';
import { RenderErrorBoundary } from '@web/app/render-error-boundary';
import { DomIdPrefix } from './dom-id';
import { islandIdPrefix, type IslandData, type IslandDefinition, type IslandProps } from './island-definition';
import { IslandError } from './island-error';
import { PageLocationProvider } from './page-location';

export interface IslandRootProps<P extends IslandProps> {
  definition: IslandDefinition<P>;
  data: IslandData;
  locale: Locale;
  messages: SiteMessages;
  /** Called once the island is hydrated (in the browser only: effects never run on the server). */
  onHydrated?: () => void;
}

function HydratedSignal({ onHydrated }: { onHydrated: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * One island with everything it reads from around it: the language, the site's
 * messages and the page's location. The prerenderer and the browser render
 * exactly this, so the island hydrates without a mismatch.
 */
export function IslandRoot<P extends IslandProps>({ definition: { Component }, data, locale, messages, onHydrated }: IslandRootProps<P>) {
  return (
    <StrictMode>
      <DomIdPrefix prefix={islandIdPrefix(data.index)}>
        <LocaleTextsProvider locale={locale} messages={messages} pageCopy={undefined}>
          <PageLocationProvider location={data.location}>
            <RenderErrorBoundary fallback={<IslandError />}>
              <Component {...(data.props as P)} />
            </RenderErrorBoundary>
            <HydratedSignal onHydrated={onHydrated} />
          </PageLocationProvider>
        </LocaleTextsProvider>
      </DomIdPrefix>
    </StrictMode>
  );
}
