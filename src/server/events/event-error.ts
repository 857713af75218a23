import type { Locale } from '@shared/locales';
import type { MessageValues } from '@shared/messages/format-message';
import { HttpError } from '../http/http-error';
import { eventMessages, type EventMessageKey } from './event-messages';

/** A refusal of the event registration API, in the asker's language. */
export function eventError(
  status: number,
  locale: Locale,
  key: Extract<EventMessageKey, `errors.${string}`>,
  values?: MessageValues,
): HttpError {
  return new HttpError(status, eventMessages.in(locale)(key, values));
}
