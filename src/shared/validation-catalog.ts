import arValidation from '@messages/ar/validation.json';
import enValidation from '@messages/en/validation.json';
import nlValidation from '@messages/nl/validation.json';
import { messagesOf } from './messages/messages-of';

/**
 * The form errors in every language. The schemas that carry them run in the
 * browser's forms and in the server's API and form posts alike, so both read
 * one catalog; in the browser it travels with zod, in the forms' chunks.
 */
export const validationCatalog = messagesOf({ en: enValidation, ar: arValidation, nl: nlValidation });
