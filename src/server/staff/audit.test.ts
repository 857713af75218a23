import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { queryRows } from '../db/query-rows';
import { recordAudit } from './audit';

describeEachDatabase('the audit log', (database) => {
  const rowsOf = (action: string) =>
    queryRows<{
      actor_kind: string;
      actor_id: string | null;
      actor_email: string | null;
      subject_id: string | null;
      reason: string | null;
      after: unknown;
    }>(
      database().handle.db,
      sql`SELECT actor_kind, actor_id, actor_email, subject_id, reason, after FROM audit_log WHERE action = ${action}`,
    );

  it('records who did what to whom, why, and what it became', async () => {
    await recordAudit(database().handle.db, {
      actor: { kind: 'staff', id: 'a1', email: 'admin@staff.example' },
      action: 'test.recorded',
      subject: { kind: 'account', id: 'm1' },
      reason: 'asked by phone',
      ip: '192.0.2.1',
      after: { hidden: true },
    });
    expect(await rowsOf('test.recorded')).toEqual([
      {
        actor_kind: 'staff',
        actor_id: 'a1',
        actor_email: 'admin@staff.example',
        subject_id: 'm1',
        reason: 'asked by phone',
        after: { hidden: true },
      },
    ]);
  });

  it('writes in the transaction of the change it records: no row when that rolls back', async () => {
    const { db } = database().handle;
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor: { kind: 'system' }, action: 'test.rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf('test.rolled-back')).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even by hand in the database', async () => {
    const { db } = database().handle;
    await recordAudit(db, { actor: { kind: 'cli' }, action: 'test.kept', reason: 'original' });
    await expect(db.execute(sql`UPDATE audit_log SET reason = 'forged' WHERE action = 'test.kept'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log WHERE action = 'test.kept'`)).rejects.toThrow();
    // Refused as a statement: even one that matches no row.
    await expect(db.execute(sql`DELETE FROM audit_log WHERE false`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await rowsOf('test.kept')).toMatchObject([{ actor_kind: 'cli', reason: 'original' }]);
  });
});
