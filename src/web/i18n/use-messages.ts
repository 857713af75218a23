import type { MessagesInEveryLocale } from '@shared/messages/messages-of';
import type { Translate } from '@shared/messages/catalog';
import { useLocale } from '@web/lib/use-locale';

/**
 * The translator of an area's catalog (events, news, the member area …) in
 * the page's language. An area binds its three language files once with
 * messagesOf, in the module its components import, so the catalogs travel in
 * that area's chunk and not in the site catalog every page loads.
 */
export function useMessages<C>(messages: MessagesInEveryLocale<C>): Translate<C> {
  return messages.in(useLocale());
}
