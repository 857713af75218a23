import { describe, expect, it } from 'vitest';
import { arbitration } from './arbitration';
import { arbitrationSchema } from './page-schemas';

describe('arbitration content', () => {
  it('matches its schema', () => {
    expect(arbitrationSchema.safeParse(arbitration).error?.issues).toBeUndefined();
  });

  it('shows the specification’s statistics', () => {
    expect(arbitration.statistics.items.map((stat) => stat.value.en)).toEqual(['8 months', '94%', '96%', '150+']);
  });

  it('leads its buttons to the legal department and the process', () => {
    const targets = [...arbitration.heroActions, arbitration.cta.primary].map((action) => [action.label.en, action.href]);
    expect(targets).toEqual([
      ['Request Arbitration', '/contact?department=legal'],
      ['Learn About Process', '#process'],
      ['Start Arbitration Process', '/contact?department=legal'],
    ]);
  });
});
