import QRCode from 'qrcode';
import { calendarFile } from '@shared/events/calendar-file';
import type { Locale } from '@shared/locales';
import type { MailAttachment } from '../mail/mail-transport';
import type { RegistrableEvent } from './registrable-events';

/** The inline image's id the ticket email's HTML shows. */
export const TICKET_QR_CONTENT_ID = 'ticket-qr@qnlchamber.org';

/** The ticket's QR code (the signed code, nothing else) and the event's calendar file. */
export async function ticketFiles(registrable: RegistrableEvent, ticketCode: string, locale: Locale, pageUrl: string): Promise<MailAttachment[]> {
  const qr = await QRCode.toBuffer(ticketCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  const ics = calendarFile(registrable.event, registrable.span, locale, pageUrl);
  return [
    { filename: 'ticket.png', contentType: 'image/png', content: qr, contentId: TICKET_QR_CONTENT_ID },
    { filename: `${registrable.event.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics, 'utf8') },
  ];
}
