import {
  eventRegistrationApi,
  type EventRegistrationOutcome,
  type EventRegistrationRequest,
  type EventRegistrationStatus,
  type EventPriceKind,
} from '@shared/event-registration';
import { localizePath, type Locale } from '@shared/locales';
import { pagePath } from '@shared/routes';
import { apiRequest } from '@web/lib/api-request';

/** One registration as its browser or owner sees it on the status page. */
export interface EventRegistrationView {
  id: string;
  eventId: string;
  status: EventRegistrationStatus;
  seats: number;
  amountCents: number;
  priceKind: EventPriceKind;
  position: number | null;
  ticketCode: string | null;
  /** Until when held or offered seats stay the registrant's. */
  holdExpiresAt: string | null;
  /** Whether a payment has been received for it. */
  paid?: boolean;
}

export function registerForEvent(eventId: string, request: EventRegistrationRequest): Promise<EventRegistrationOutcome> {
  return apiRequest('POST', eventRegistrationApi.register(eventId), request);
}

export function fetchRegistration(registrationId: string): Promise<EventRegistrationView> {
  return apiRequest('GET', eventRegistrationApi.registration(registrationId));
}

export function confirmRegistrationPayment(registrationId: string, paymentIntentId: string): Promise<unknown> {
  return apiRequest('POST', eventRegistrationApi.confirmPayment(registrationId), { paymentIntentId });
}

export function acceptOffer(token: string, locale: Locale): Promise<EventRegistrationOutcome> {
  return apiRequest('POST', eventRegistrationApi.acceptOffer, { token, locale });
}

/** The status page of a registration, in a language. */
export function registrationStatusPath(registrationId: string, locale: Locale): string {
  return `${localizePath(pagePath('eventRegistration'), locale)}?id=${encodeURIComponent(registrationId)}`;
}
