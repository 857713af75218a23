import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { wireBytes } from './wire-bytes';

function withRequests(items: Array<Record<string, unknown>>): Pick<Result, 'audits'> {
  const audit = { id: 'network-requests', details: { type: 'table', headings: [], items } };
  return { audits: { 'network-requests': audit } } as unknown as Pick<Result, 'audits'>;
}

describe('wireBytes', () => {
  it('sums the transfer sizes of the script requests and of all requests', () => {
    const result = withRequests([
      { url: '/events', resourceType: 'Document', transferSize: 8000 },
      { url: '/assets/framework.js', resourceType: 'Script', transferSize: 70000 },
      { url: '/assets/events-page.js', resourceType: 'Script', transferSize: 13000 },
      { url: '/assets/index.css', resourceType: 'Stylesheet', transferSize: 10000 },
    ]);
    expect(wireBytes(result)).toEqual({ script: 83000, total: 101000 });
  });

  it('counts a request that reported no transfer size as nothing', () => {
    const result = withRequests([
      { url: '/assets/main.js', resourceType: 'Script', transferSize: 16000 },
      { url: '/assets/late.js', resourceType: 'Script' },
    ]);
    expect(wireBytes(result)).toEqual({ script: 16000, total: 16000 });
  });

  it('fails when Lighthouse reported no request table', () => {
    expect(() => wireBytes({ audits: {} } as Pick<Result, 'audits'>)).toThrow(/network-requests/);
  });
});
