import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/helpers/config';
import { cancellableBy, refundOnCancelCents } from './refund-policy';

const rules = testConfig().events;
const startsAt = new Date('2027-09-14T07:00:00Z');
const before = (hours: number) => new Date(startsAt.getTime() - hours * 60 * 60 * 1000);

describe('event cancellation policy (defaults: full until 14 days, then 50 %, cut-off 48 hours)', () => {
  it('refunds in full until 14 days before the start', () => {
    expect(refundOnCancelCents(18_000, startsAt, before(14 * 24), rules)).toBe(18_000);
    expect(refundOnCancelCents(18_000, startsAt, before(60 * 24), rules)).toBe(18_000);
  });

  it('refunds half, rounded down to the cent, from then until the cut-off, and nothing after', () => {
    expect(refundOnCancelCents(18_001, startsAt, before(14 * 24 - 1), rules)).toBe(9_000);
    expect(refundOnCancelCents(18_000, startsAt, before(48), rules)).toBe(9_000);
    expect(cancellableBy(startsAt, before(48), rules)).toBe(true);
    expect(cancellableBy(startsAt, before(47), rules)).toBe(false);
    expect(refundOnCancelCents(18_000, startsAt, before(47), rules)).toBe(0);
  });

  it('refunds nothing of a free registration', () => {
    expect(refundOnCancelCents(0, startsAt, before(60 * 24), rules)).toBe(0);
  });
});
