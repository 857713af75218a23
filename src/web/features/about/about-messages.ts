import arAbout from '@messages/ar/about.json';
import enAbout from '@messages/en/about.json';
import nlAbout from '@messages/nl/about.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The about pages' UI labels; history, biographies and partner records are content (content/about). */
export const aboutMessages = messagesOf({ en: enAbout, ar: arAbout, nl: nlAbout });
