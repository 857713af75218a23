import { describe, expect, it } from 'vitest';
import { recruitmentSchema } from './page-schemas';
import { recruitment } from './recruitment';

describe('recruitment content', () => {
  it('matches its schema', () => {
    expect(recruitmentSchema.safeParse(recruitment).error?.issues).toBeUndefined();
  });

  it('takes 1-2, 2-4 and 1-3 weeks and then ongoing, 45 days on average', () => {
    expect(recruitment.process.steps.map((step) => step.duration?.en)).toEqual(['1-2 weeks', '2-4 weeks', '1-3 weeks', 'Ongoing']);
    expect(recruitment.process.averageHire.value.en).toBe('45 days');
  });

  it('sends people to member services', () => {
    expect(recruitment.cta.primary.href).toBe('/contact?department=member-services');
  });
});
