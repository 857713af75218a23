import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { serializeError } from '../http/log-safety';

/** Every log line the app writes, as text. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** A registration with this first name fails its INSERT in the database itself, as a real database error would. */
const REFUSED_NAME = 'Logprobe';

describeEachDatabase('secrets stay out of the log', (database) => {
  let app: FastifyInstance;
  const log = logCapture();
  beforeAll(async () => {
    await database().handle.db.execute(
      sql.raw(`ALTER TABLE registrations ADD CONSTRAINT log_probe_refused CHECK (first_name <> '${REFUSED_NAME}')`),
    );
    ({ app } = await membershipTestApp(database().handle, { logLevel: 'info' }, { logStream: log.stream }));
  });
  afterAll(async () => {
    await app.close();
    await database().handle.db.execute(sql.raw('ALTER TABLE registrations DROP CONSTRAINT log_probe_refused'));
  });

  it('logs a failed INSERT of a registration without its password, password hash or email', async () => {
    const buyer = uniqueBuyer({ firstName: REFUSED_NAME, password: 'Sesame-Open-Log-Probe-42' });
    const response = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload: createPaymentBody(buyer) });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);

    const text = log.text();
    expect(text).toContain('request failed');
    expect(text).toContain('log_probe_refused');
    expect(text).not.toContain(buyer.password);
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain(buyer.username);
  });

  it('logs malformed JSON without the text it carried', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":"amira","password":"Sesame-Broken-Json-Probe",',
    });
    expect(response.statusCode).toBe(400);
    expect(log.text()).toContain('request rejected');
    expect(log.text()).not.toContain('Sesame-Broken-Json-Probe');
  });

  it('logs the path of a link without the token in its query', async () => {
    const token = 'ResetTokenProbe0123456789abcdef';
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await app.inject({ method: 'GET', url: `/api/no-such-endpoint?token=${token}` });
    expect(log.text()).toContain('/reset-password');
    expect(log.text()).not.toContain(token);
  });
});

describe('the error serializer', () => {
  it('keeps what locates a database failure and drops what quotes the row', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_unique"'), {
      code: '23505',
      constraint: 'accounts_email_unique',
      detail: 'Key (email)=(amira@example.com) already exists.',
    });
    const queryError = Object.assign(new Error('Failed query: insert ...\nparams: amira@example.com,$argon2id$v=19$...'), {
      query: 'insert ...',
      params: ['amira@example.com', '$argon2id$v=19$...'],
      cause: driverError,
    });
    const logged = JSON.stringify(serializeError(queryError));
    expect(logged).toContain('accounts_email_unique');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('amira@example.com');
    expect(logged).not.toContain('$argon2id$');
  });

  it('withholds anything thrown that is not an Error', () => {
    expect(JSON.stringify(serializeError({ password: 'Sesame-Thrown-Object' }))).not.toContain('Sesame');
  });
});
