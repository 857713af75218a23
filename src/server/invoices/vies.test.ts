import { describe, expect, it } from 'vitest';
import { offlineVatRegister, viesVatRegister } from './vies';

/** A stand-in for VIES's REST endpoint: no network in tests. */
function standIn(answer: (body: { countryCode: string; vatNumber: string }) => Response) {
  const asked: unknown[] = [];
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { countryCode: string; vatNumber: string };
    asked.push(body);
    return answer(body);
  }) as typeof fetch;
  return { asked, register: viesVatRegister(fetchImpl) };
}

describe('VAT registers', () => {
  it('offline, takes a number whose format and check digits passed as registered', async () => {
    expect(await offlineVatRegister.lookUp('NL004495445B01')).toBe('registered');
    expect(offlineVatRegister.checkedBy).toBe('format');
  });

  it('asks VIES with the country code apart and reads its verdict', async () => {
    const { asked, register } = standIn((body) => Response.json({ valid: body.vatNumber === '0411905847' }));
    expect(await register.lookUp('BE0411905847')).toBe('registered');
    expect(await register.lookUp('BE0999999999')).toBe('unknown');
    expect(asked[0]).toEqual({ countryCode: 'BE', vatNumber: '0411905847' });
    expect(register.checkedBy).toBe('vies');
  });

  it('calls VIES unavailable when it errs, answers nonsense or cannot be reached', async () => {
    expect(await standIn(() => new Response('busy', { status: 503 })).register.lookUp('BE0411905847')).toBe('unavailable');
    expect(await standIn(() => Response.json({ userError: 'MS_UNAVAILABLE' })).register.lookUp('BE0411905847')).toBe('unavailable');
    const unreachable = viesVatRegister((() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch);
    expect(await unreachable.lookUp('BE0411905847')).toBe('unavailable');
  });
});
