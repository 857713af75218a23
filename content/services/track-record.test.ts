import { describe, expect, it } from 'vitest';
import { trackRecordSchema } from './page-schemas';
import { trackRecord } from './track-record';

describe('service track record', () => {
  it('matches its schema', () => {
    expect(trackRecordSchema.safeParse(trackRecord).error?.issues).toBeUndefined();
  });

  it('shows the specification’s figures', () => {
    expect(trackRecord.map((stat) => stat.value.en)).toEqual(['2,500+', '€1.2B', '95%', '50+']);
  });
});
