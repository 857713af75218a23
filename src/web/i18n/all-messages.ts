import type { Locale } from '@shared/locales';
import type { Messages } from './translate';
import ar from './messages/ar.json';
import en from './messages/en.json';
import nl from './messages/nl.json';

/** Every catalog at once, for the prerenderer and tests. */
export const allMessages: Record<Locale, Messages> = { en, ar, nl };
