import arNews from '@messages/ar/news.json';
import enNews from '@messages/en/news.json';
import nlNews from '@messages/nl/news.json';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';

/** The news pages' texts in their three languages; read them with useMessages(newsMessages). */
export const newsMessages = messagesOf({ en: enNews, ar: arNews, nl: nlNews });

export type NewsTranslate = Translate<typeof enNews>;
