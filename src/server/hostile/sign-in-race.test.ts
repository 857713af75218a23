import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { listenOnLoopback } from '../../../tests/helpers/listening';
import { membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership } from '../../../tests/helpers/purchase';

interface Guess {
  identifier: string;
  password: string;
  /** The client address the app sees (it trusts X-Forwarded-For in these tests). */
  from: string;
}

/** Listens on a real socket, so parallel requests really overlap inside the server and the database. */
async function listening(app: FastifyInstance): Promise<string> {
  return `http://127.0.0.1:${await listenOnLoopback(app)}`;
}

/** Sends every guess at once, spread over the given servers in turn, and tallies the status codes. */
async function guessInParallel(origins: string[], guesses: Guess[]): Promise<Record<number, number>> {
  const statuses = await Promise.all(
    guesses.map(async ({ identifier, password, from }, index) => {
      const response = await fetch(`${origins[index % origins.length]}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ identifier, password }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const tally: Record<number, number> = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

let addressSequence = 0;
/** An address no other guess in this file uses, so only the limit under test can refuse. */
const freshAddress = () => {
  addressSequence += 1;
  return `198.51.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
};

describeEachDatabase('sign-in throttle under parallel guessing', (database, kind) => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle, { trustProxy: 1 }));
    origin = await listening(app);
  });
  afterAll(() => app.close());

  it('verifies at most 5 of 60 parallel wrong passwords for one account, then refuses the right one', async () => {
    const { buyer } = await buyMembership(app);
    const guesses = Array.from({ length: 60 }, () => ({ identifier: buyer.username, password: 'wrong password', from: freshAddress() }));

    const tally = await guessInParallel([origin], guesses);

    // 401 means the password was checked; 429 means it was refused unchecked.
    expect(tally).toEqual({ 401: 5, 429: 55 });
    expect(await guessInParallel([origin], [{ identifier: buyer.username, password: buyer.password, from: freshAddress() }])).toEqual({
      429: 1,
    });
  });

  it('verifies at most 20 of 200 parallel guesses from one address across different accounts', async () => {
    const from = freshAddress();
    const guesses = Array.from({ length: 200 }, () => ({ identifier: uniqueBuyer().username, password: 'guess', from }));

    expect(await guessInParallel([origin], guesses)).toEqual({ 401: 20, 429: 180 });
  });

  it('holds across two app instances on separate connections to one database', async () => {
    // An in-memory PGlite database has one connection, so there the second
    // instance shares it; on PostgreSQL it has a pool of its own.
    const secondHandle = kind === 'postgres' ? database().reopen() : database().handle;
    const second = await membershipTestApp(secondHandle, { trustProxy: 1 });
    try {
      const secondOrigin = await listening(second.app);
      const { buyer } = await buyMembership(app);
      const guesses = Array.from({ length: 60 }, () => ({ identifier: buyer.email, password: 'wrong password', from: freshAddress() }));

      expect(await guessInParallel([origin, secondOrigin], guesses)).toEqual({ 401: 5, 429: 55 });
    } finally {
      await second.app.close();
      if (secondHandle !== database().handle) await secondHandle.close();
    }
  });
});
