import { events, type ChamberEvent } from '@content/events/events';
import { eventRegistrationSettings, type EventRegistrationSettings } from '@content/events/registration-settings';
import { zonedTimeToUtc } from '@shared/events/zoned-time';
import { eventSpan, type EventSpan } from '@shared/events/event-dates';

/** An event with online registration: its content, its settings, and the edition registration is for. */
export interface RegistrableEvent {
  event: ChamberEvent;
  settings: EventRegistrationSettings;
  /** The days of the edition the registration window leads to (an annual event's next one). */
  span: EventSpan;
  startsAt: Date;
  opensAt: Date;
  closesAt: Date;
}

function registrable(settings: EventRegistrationSettings): RegistrableEvent {
  const event = events.find((candidate) => candidate.id === settings.eventId);
  if (!event) throw new Error(`registration settings name an unknown event: ${settings.eventId}`);
  const span = eventSpan(event, settings.opensAt.slice(0, 10));
  return {
    event,
    settings,
    span,
    startsAt: new Date(zonedTimeToUtc(span.start, event.startTime, event.timeZone)),
    opensAt: new Date(settings.opensAt),
    closesAt: new Date(settings.closesAt),
  };
}

const all = eventRegistrationSettings.map(registrable);

export function registrableEvents(): readonly RegistrableEvent[] {
  return all;
}

export function registrableEvent(eventId: string): RegistrableEvent | undefined {
  return all.find((candidate) => candidate.event.id === eventId);
}
