import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTicketCode, verifyTicketCode } from './ticket-code';

const secret = 'a ticket signing secret for tests';

describe('ticket codes', () => {
  it('name their registration', () => {
    const id = randomUUID();
    const code = signTicketCode(id, secret);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}$/);
    expect(verifyTicketCode(code, secret)).toBe(id);
    expect(verifyTicketCode(` ${code}\n`, secret)).toBe(id);
  });

  it('cannot be forged: another id, another secret, a changed character', () => {
    const code = signTicketCode(randomUUID(), secret);
    const [idPart, macPart] = code.split('.') as [string, string];
    const otherId = signTicketCode(randomUUID(), secret).split('.')[0];
    expect(verifyTicketCode(`${otherId}.${macPart}`, secret)).toBeNull();
    expect(verifyTicketCode(code, 'another secret')).toBeNull();
    const flipped = macPart.startsWith('A') ? `B${macPart.slice(1)}` : `A${macPart.slice(1)}`;
    expect(verifyTicketCode(`${idPart}.${flipped}`, secret)).toBeNull();
    for (const junk of ['', '.', 'x'.repeat(39), `${idPart}.`, `${code}x`, '<script>']) expect(verifyTicketCode(junk, secret)).toBeNull();
  });
});
