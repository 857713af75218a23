import arMarket from '@messages/ar/market.json';
import enMarket from '@messages/en/market.json';
import nlMarket from '@messages/nl/market.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The market pages' UI labels; the market texts themselves are content (content/market). */
export const marketMessages = messagesOf({ en: enMarket, ar: arMarket, nl: nlMarket });
