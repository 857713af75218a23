import type enEventRegistration from '@messages/en/event-registration.json';
import type { Translate } from '@shared/messages/catalog';
import { areaCatalog } from '@web/i18n/area-catalog';

/**
 * The event page's, the registration pages' and the member area's
 * registration texts, in the page's language only: the islands that read
 * them name this catalog, and the runtime loads it before hydrating them.
 */
export const eventRegistrationMessages = areaCatalog<typeof enEventRegistration>({
  en: () => import('@messages/en/event-registration.json'),
  ar: () => import('@messages/ar/event-registration.json'),
  nl: () => import('@messages/nl/event-registration.json'),
});

export type EventRegistrationTranslate = Translate<typeof enEventRegistration>;
