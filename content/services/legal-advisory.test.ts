import { describe, expect, it } from 'vitest';
import { legalAdvisory } from './legal-advisory';
import { legalAdvisorySchema } from './page-schemas';

describe('legal advisory content', () => {
  it('matches its schema', () => {
    expect(legalAdvisorySchema.safeParse(legalAdvisory).error?.issues).toBeUndefined();
  });

  it('sends people to the legal department', () => {
    expect([...legalAdvisory.heroActions, legalAdvisory.cta.primary].map((action) => action.href)).toEqual([
      '/contact?department=legal',
      '/contact?department=legal',
    ]);
  });
});
