import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { catalogText } from '../../../tests/helpers/messages';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { SESSION_COOKIE, signedInMember } from '../../../tests/helpers/session';
import type { AccountOverview } from '@shared/accounts';
import type { RegistrationFields } from '@shared/membership';
import { receiptPdfPath } from '@shared/receipts';
import { queryRows } from '../db/query-rows';

describeEachDatabase('receipt PDF', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
  });
  afterAll(() => app.close());

  const download = (receiptNumber: string, token: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: receiptPdfPath(receiptNumber), cookies: { [SESSION_COOKIE]: token }, headers });

  async function memberWithReceipt(name: Partial<RegistrationFields> = {}) {
    const member = await signedInMember(app, name);
    const overview = await app.inject({ method: 'GET', url: '/api/account', cookies: { [SESSION_COOKIE]: member.token } });
    const receipt = overview.json<AccountOverview>().receipts[0];
    if (!receipt) throw new Error('the purchase made no receipt');
    // The amount's digits as every language here writes them: Latin digits, comma thousands, point decimals.
    const amount = (receipt.amountCents / 100).toLocaleString('en', { minimumFractionDigits: 2 });
    return { ...member, receiptNumber: receipt.receiptNumber, amount };
  }

  it('sends the member their receipt as an A4 PDF download that is never cached', async () => {
    const { receiptNumber, token } = await memberWithReceipt();
    const response = await download(receiptNumber, token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${receiptNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    // The info dictionary's strings are written in clear even though the page content is compressed.
    const title = /\/Title (\d+) 0 R/.exec(text)?.[1];
    expect(text).toContain(`\n${title} 0 obj\n(Receipt ${receiptNumber})\nendobj`);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(text).toMatch(/\/Type \/Pages\n\/Count 1\n/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('renders the receipt in the language of the page it is downloaded from', async () => {
    const { receiptNumber, token } = await memberWithReceipt();
    for (const language of ['en', 'nl', 'ar']) {
      const response = await download(receiptNumber, token, { 'accept-language': language });
      expect(response.statusCode, language).toBe(200);
      expect(/\/Lang \((\w+)\)/.exec(response.rawPayload.toString('latin1'))?.[1]).toBe(language);
    }
  });

  it('writes an Arabic receipt in Arabic, with the Arabic name, number and amount readable', async () => {
    const { receiptNumber, token, amount } = await memberWithReceipt({ firstName: 'محمد', lastName: 'حداد' });
    const text = await pdfText((await download(receiptNumber, token, { 'accept-language': 'ar' })).rawPayload);
    expect(text).toContain('محمد حداد');
    for (const label of ['receipt', 'billedTo', 'details', 'tier', 'period', 'paid'])
      expect(text).toContain(catalogText('ar', 'receipt', label));
    expect(text).not.toContain('Receipt');
    expect(text).toContain(receiptNumber);
    expect(text).toContain(`€ ${amount}`);
    expect(text).toContain('Professional');
  });

  it('writes an Arabic name in an English receipt as Arabic letters', async () => {
    const { receiptNumber, token, amount } = await memberWithReceipt({ firstName: 'محمد', lastName: 'حداد' });
    const text = await pdfText((await download(receiptNumber, token, { 'accept-language': 'en' })).rawPayload);
    expect(text).toContain('BILLED TO\nمحمد حداد\n');
    expect(text).toContain(`Receipt number: ${receiptNumber}`);
    expect(text).toContain(`Total paid €${amount}`);
  });

  it('calls the receipt a betalingsbewijs in Dutch, by the catalog’s words', async () => {
    const { receiptNumber, token } = await memberWithReceipt();
    const text = await pdfText((await download(receiptNumber, token, { 'accept-language': 'nl' })).rawPayload);
    expect(text).toContain(`${catalogText('nl', 'receipt', 'receiptNumber')}: ${receiptNumber}`);
    expect(text).toContain(catalogText('nl', 'receipt', 'item', { tier: 'Professional' }));
    expect(text).not.toMatch(/bonnummer/i);
  });

  it('asks for a sign-in without a session', async () => {
    const { receiptNumber } = await memberWithReceipt();
    const response = await download(receiptNumber, '');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it("answers another member's receipt exactly as an unknown one", async () => {
    const { receiptNumber } = await memberWithReceipt();
    const { token } = await memberWithReceipt();
    const foreign = await download(receiptNumber, token);
    const unknown = await download('QNCC-1999-000001', token);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toEqual({ error: { statusCode: 404, message: 'This receipt was not found in your account.' } });
    const [owner] = await queryRows<{ count: number }>(
      database().handle.db,
      sql`SELECT count(*)::int AS count FROM payments WHERE receipt_number = ${receiptNumber}`,
    );
    expect(owner?.count).toBe(1);
  });
});
