import type { EventRegistrationOutcome, EventRegistrationRequest, EventRegistrationView } from '@shared/event-registration';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { localizePath, type Locale } from '@shared/locales';
import { pagePath } from '@shared/routes';
import { apiRequest } from '@web/lib/api-request';

export function registerForEvent(eventId: string, request: EventRegistrationRequest): Promise<EventRegistrationOutcome> {
  return apiRequest('POST', eventRegistrationApi.register(eventId), request);
}

export function fetchRegistration(registrationId: string): Promise<EventRegistrationView> {
  return apiRequest('GET', eventRegistrationApi.registration(registrationId));
}

/** After the provider took the payment: the server settles it (once, however often asked) and issues the ticket. */
/** Asks the server to settle the registration's payment; it reads the payment it created itself, never one the browser names. */
export function confirmRegistrationPayment(registrationId: string): Promise<unknown> {
  return apiRequest('POST', eventRegistrationApi.confirmPayment(registrationId), {});
}

export function acceptOffer(token: string, locale: Locale): Promise<EventRegistrationOutcome> {
  return apiRequest('POST', eventRegistrationApi.acceptOffer, { token, locale });
}

/** The status page of a registration, in a language. */
export function registrationStatusPath(registrationId: string, locale: Locale): string {
  return `${localizePath(pagePath('eventRegistration'), locale)}?id=${encodeURIComponent(registrationId)}`;
}

/** The member's registrations in the query cache: the list reads them, a cancellation refreshes them. */
export const accountRegistrationsKey = [eventRegistrationApi.accountList] as const;
