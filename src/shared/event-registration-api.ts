/* Apart from the form schemas, so a page that only asks the API (the events list's availability) loads no zod. */

/** The API's paths, so the browser and the server name them once. */
export const eventRegistrationApi = {
  availability: '/api/events/availability',
  register: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/registrations`,
  /** One registration as the browser that made it (its checkout cookie) or its signed-in owner sees it. */
  registration: (registrationId: string) => `/api/event-registrations/${encodeURIComponent(registrationId)}`,
  /** After a paid registration's payment: activates like the membership's confirm. */
  confirmPayment: (registrationId: string) => `/api/event-registrations/${encodeURIComponent(registrationId)}/confirm`,
  /** A waitlist offer, accepted from the emailed link's page (token in the body, never the URL's query after landing). */
  acceptOffer: '/api/event-registrations/offers/accept',
  accountList: '/api/account/event-registrations',
  accountCancel: (registrationId: string) => `/api/account/event-registrations/${encodeURIComponent(registrationId)}/cancel`,
  adminEvents: '/api/admin/events',
  adminEvent: (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`,
  adminAttendeesCsv: (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/attendees.csv`,
  adminAddRegistration: (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/registrations`,
  adminCancelRegistration: (registrationId: string) => `/api/admin/event-registrations/${encodeURIComponent(registrationId)}/cancel`,
  adminCheckIn: '/api/admin/events/check-in',
} as const;
