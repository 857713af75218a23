import { formatDate, formatDateSpan } from '@shared/format/dates';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { localeOrDefault, localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { actionEmail } from '../mail/action-email';
import type { QueuedEmail } from '../mail/email-outbox';
import { greeting } from '../mail/email-messages';
import { invoiceRecipients } from '../mail/invoice-email';
import { isolate, isolateLeftToRight } from '../mail/isolates';
import { formatAmountPaid } from '../mail/mail-formats';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { eventMessages } from './event-messages';
import { registrableEvent, type RegistrableEvent } from './registrable-events';
import { signTicketCode } from './ticket-code';
import { TICKET_QR_CONTENT_ID, ticketFiles } from './ticket-files';

type MailDeps = Pick<EventDeps, 'siteUrl' | 'events'>;

interface Letter {
  registration: EventRegistrationRow;
  locale: Locale;
  registrable: RegistrableEvent;
  text: ReturnType<typeof eventMessages.in>;
  title: string;
}

function letterFor(registration: EventRegistrationRow): Letter {
  const registrable = registrableEvent(registration.eventId);
  if (!registrable) throw new Error(`no registrable event ${registration.eventId}`);
  const locale = localeOrDefault(registration.locale);
  return { registration, locale, registrable, text: eventMessages.in(locale), title: isolate(registrable.event.title[locale]) };
}

/** Where the registrant sees their registration (it opens for their browser or their account only). */
export function registrationPageUrl(siteUrl: string, registration: Pick<EventRegistrationRow, 'id' | 'locale'>): string {
  return `${siteUrl}${localizePath('/events/registration', localeOrDefault(registration.locale))}?id=${registration.id}`;
}

function eventsPageUrl(siteUrl: string, locale: Locale): string {
  return `${siteUrl}${localizePath('/events', locale)}`;
}

const support = () => isolateLeftToRight(site.supportEmail);

/**
 * The confirmation with the ticket: its QR code (inline) and typed code, and
 * the event's calendar file; for a paid registration the invoice goes with it.
 */
export async function ticketEmail(
  deps: MailDeps,
  registration: EventRegistrationRow,
  invoice?: { id: string; document: InvoiceDocument },
): Promise<QueuedEmail> {
  const { locale, registrable, text, title } = letterFor(registration);
  const { event, span } = registrable;
  const code = signTicketCode(registration.id, deps.events.ticketSecret);
  const pageUrl = `${deps.siteUrl}${localizePath(`/events/${event.id}`, locale)}`;
  const message = actionEmail({
    to: registration.email,
    locale,
    subject: `${text('email.ticket.subject', { event: registrable.event.title[locale] })} · ${site.shortName}`,
    greeting: greeting(locale, registration.name),
    paragraphs: [
      text('email.ticket.confirmed', { event: title, seats: registration.seats }),
      text('email.ticket.when', {
        date: formatDateSpan(span.start, span.end, locale, 'long'),
        time: isolateLeftToRight(`${event.startTime}–${event.endTime}`),
        location: isolate(event.location[locale]),
      }),
      text('email.ticket.show', { code: isolateLeftToRight(code) }),
      text('email.ticket.calendar'),
      ...(invoice ? [text('email.ticket.paid', { amount: formatAmountPaid(registration.amountCents, locale) })] : []),
    ],
    image: { src: `cid:${TICKET_QR_CONTENT_ID}`, alt: text('email.ticket.qrAlt'), width: 200 },
    action: { label: text('email.ticket.action'), url: registrationPageUrl(deps.siteUrl, registration) },
    note: text('email.ticket.note', { email: support() }),
  });
  const attachments = await ticketFiles(registrable, code, locale, pageUrl);
  return {
    ...message,
    attachments,
    ...(invoice ? { ...invoiceRecipients(invoice.document, registration.email), attachInvoiceId: invoice.id } : {}),
  };
}

export function waitlistedEmail(deps: MailDeps, registration: EventRegistrationRow, position: number): QueuedEmail {
  const { locale, registrable, text, title } = letterFor(registration);
  return actionEmail({
    to: registration.email,
    locale,
    subject: `${text('email.waitlisted.subject', { event: registrable.event.title[locale] })} · ${site.shortName}`,
    greeting: greeting(locale, registration.name),
    paragraphs: [
      text('email.waitlisted.body', { event: title, position, seats: registration.seats }),
      text('email.waitlisted.next', { hours: deps.events.offerHours }),
    ],
    action: { label: text('email.waitlisted.action'), url: registrationPageUrl(deps.siteUrl, registration) },
    note: text('email.waitlisted.note', { email: support() }),
  });
}

/**
 * Freed seats offered to the first in line: the link carries the token in its
 * fragment, which browsers never send to a server, and the page posts it.
 */
export function offerEmail(deps: MailDeps, registration: EventRegistrationRow, token: string, expiresAt: Date): QueuedEmail {
  const { locale, registrable, text, title } = letterFor(registration);
  const offerPage = `${deps.siteUrl}${localizePath('/events/offer', locale)}`;
  return actionEmail({
    to: registration.email,
    locale,
    subject: `${text('email.offer.subject', { event: registrable.event.title[locale] })} · ${site.shortName}`,
    greeting: greeting(locale, registration.name),
    paragraphs: [
      text('email.offer.body', {
        event: title,
        seats: registration.seats,
        until: isolate(`${formatDate(expiresAt, locale, 'long')} ${timeOfDay(expiresAt, locale)}`),
      }),
      registration.amountCents > 0
        ? text('email.offer.pay', { amount: formatAmountPaid(registration.amountCents, locale) })
        : text('email.offer.free'),
      text('email.offer.code', { url: isolateLeftToRight(offerPage), code: isolateLeftToRight(token) }),
    ],
    action: { label: text('email.offer.action'), url: `${offerPage}#token=${token}` },
    note: text('email.offer.note'),
  });
}

function timeOfDay(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
    timeZoneName: 'short',
  }).format(at);
}

export interface CancellationFacts {
  refundCents: number;
  creditNote?: { id: string; document: InvoiceDocument } | undefined;
  /** Staff's reason, when staff cancelled. */
  staffReason?: string | undefined;
}

export function cancellationEmail(deps: MailDeps, registration: EventRegistrationRow, facts: CancellationFacts): QueuedEmail {
  const { locale, registrable, text, title } = letterFor(registration);
  const paid = registration.amountCents > 0;
  const message = actionEmail({
    to: registration.email,
    locale,
    subject: `${text('email.cancelled.subject', { event: registrable.event.title[locale] })} · ${site.shortName}`,
    greeting: greeting(locale, registration.name),
    paragraphs: [
      text('email.cancelled.body', { event: title, seats: registration.seats }),
      ...(facts.staffReason ? [text('email.cancelled.byStaff', { reason: isolate(facts.staffReason) })] : []),
      ...(paid && facts.refundCents > 0 ? [text('email.cancelled.refund', { amount: formatAmountPaid(facts.refundCents, locale) })] : []),
      ...(paid && facts.refundCents === 0 ? [text('email.cancelled.noRefund')] : []),
      ...(facts.creditNote ? [text('email.cancelled.creditNote', { number: isolateLeftToRight(facts.creditNote.document.number) })] : []),
    ],
    action: { label: text('email.cancelled.action'), url: eventsPageUrl(deps.siteUrl, locale) },
    note: text('email.cancelled.note', { email: support() }),
  });
  if (!facts.creditNote) return message;
  return { ...message, ...invoiceRecipients(facts.creditNote.document, registration.email), attachInvoiceId: facts.creditNote.id };
}

/** A payment that came after its hold lapsed, when the seats had gone to others: it goes back in full. */
export function seatsGoneEmail(deps: MailDeps, registration: EventRegistrationRow, amountCents: number): QueuedEmail {
  const { locale, registrable, text, title } = letterFor(registration);
  return actionEmail({
    to: registration.email,
    locale,
    subject: `${text('email.seatsGone.subject', { event: registrable.event.title[locale] })} · ${site.shortName}`,
    greeting: greeting(locale, registration.name),
    paragraphs: [text('email.seatsGone.body', { event: title, amount: formatAmountPaid(amountCents, locale) })],
    action: { label: text('email.seatsGone.action'), url: eventsPageUrl(deps.siteUrl, locale) },
    note: text('email.seatsGone.note', { email: support() }),
  });
}
