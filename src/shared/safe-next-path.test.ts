import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site', () => {
    expect(safeNextPath('/nl/member-directory?country=qatar', '/account')).toBe('/nl/member-directory?country=qatar');
  });

  it('refuses other hosts and falls back', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'account', '', null]) {
      expect(safeNextPath(next, '/account')).toBe('/account');
    }
  });
});
