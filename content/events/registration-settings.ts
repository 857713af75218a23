/**
 * Online registration for the programme's coming events: who may register,
 * when, for how much and for how many seats. The events' own `price` text
 * stays what the pages show; the amount charged comes from here (decision 0052).
 *
 * Amounts are euro cents per seat; 0 is free. A `nonMemberPriceCents` of null
 * means members only. `capacity` is the event's whole room; the seats the
 * events team had already given away (the event's `attendees`) are not sold
 * online again.
 */
export interface EventRegistrationSettings {
  eventId: string;
  capacity: number;
  /** ISO 8601 instants with their offset. */
  opensAt: string;
  closesAt: string;
  memberPriceCents: number;
  nonMemberPriceCents: number | null;
  maxSeatsPerRegistration: number;
  /** Whether a full event takes names for freed seats. */
  waitlist: boolean;
}

export const eventRegistrationSettings: EventRegistrationSettings[] = [
  {
    eventId: 'qatar-national-day-reception',
    capacity: 200,
    opensAt: '2026-10-01T09:00:00+02:00',
    closesAt: '2026-12-16T17:00:00+01:00',
    memberPriceCents: 0,
    // Invited guests register free of charge too; the invitation is the events team's.
    nonMemberPriceCents: 0,
    maxSeatsPerRegistration: 2,
    waitlist: true,
  },
  {
    eventId: 'smart-mobility-conference-2027',
    capacity: 350,
    opensAt: '2026-09-01T09:00:00+02:00',
    closesAt: '2027-01-17T23:59:00+01:00',
    memberPriceCents: 9_500,
    nonMemberPriceCents: 17_500,
    maxSeatsPerRegistration: 5,
    waitlist: true,
  },
  {
    eventId: 'ai-digital-trade-summit-2027',
    capacity: 400,
    opensAt: '2026-09-01T09:00:00+02:00',
    closesAt: '2027-02-07T23:59:00+01:00',
    memberPriceCents: 12_500,
    nonMemberPriceCents: 22_500,
    maxSeatsPerRegistration: 5,
    waitlist: true,
  },
  {
    eventId: 'hydrogen-trade-mission-2027',
    capacity: 25,
    opensAt: '2026-10-01T09:00:00+02:00',
    closesAt: '2027-02-15T23:59:00+01:00',
    memberPriceCents: 165_000,
    nonMemberPriceCents: 165_000,
    maxSeatsPerRegistration: 2,
    waitlist: true,
  },
  {
    eventId: 'kings-day-reception',
    capacity: 250,
    opensAt: '2027-02-01T09:00:00+03:00',
    closesAt: '2027-04-24T17:00:00+03:00',
    memberPriceCents: 0,
    nonMemberPriceCents: 4_000,
    maxSeatsPerRegistration: 2,
    waitlist: true,
  },
  {
    eventId: 'greenhouse-masterclass-2027',
    capacity: 60,
    opensAt: '2026-11-01T09:00:00+01:00',
    closesAt: '2027-04-11T23:59:00+03:00',
    memberPriceCents: 0,
    nonMemberPriceCents: 6_000,
    maxSeatsPerRegistration: 3,
    waitlist: true,
  },
  {
    eventId: 'maritime-logistics-forum-2027',
    capacity: 80,
    opensAt: '2026-11-01T09:00:00+01:00',
    closesAt: '2027-05-23T23:59:00+02:00',
    memberPriceCents: 6_000,
    nonMemberPriceCents: 12_000,
    maxSeatsPerRegistration: 4,
    waitlist: true,
  },
  {
    eventId: 'investment-dialogue-2027',
    capacity: 60,
    opensAt: '2026-11-01T09:00:00+01:00',
    closesAt: '2027-06-06T23:59:00+03:00',
    memberPriceCents: 15_000,
    nonMemberPriceCents: null,
    maxSeatsPerRegistration: 2,
    waitlist: false,
  },
  {
    eventId: 'cross-cultural-leadership-2027',
    capacity: 24,
    opensAt: '2026-11-01T09:00:00+01:00',
    closesAt: '2027-09-12T23:59:00+02:00',
    memberPriceCents: 9_000,
    nonMemberPriceCents: 18_000,
    maxSeatsPerRegistration: 4,
    waitlist: true,
  },
  {
    eventId: 'sports-events-delegation-2027',
    capacity: 20,
    opensAt: '2026-11-01T09:00:00+03:00',
    closesAt: '2027-08-31T23:59:00+03:00',
    memberPriceCents: 125_000,
    nonMemberPriceCents: 125_000,
    maxSeatsPerRegistration: 2,
    waitlist: true,
  },
];

export function registrationSettingsFor(eventId: string): EventRegistrationSettings | undefined {
  return eventRegistrationSettings.find((settings) => settings.eventId === eventId);
}
