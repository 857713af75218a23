import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutchCompany } from '../../../tests/helpers/company-billing';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import type { CheckoutCharge, CreateMembershipPaymentResponse, PriceMembershipRequest } from '@shared/membership';

/** Kleinere Bedrijven is listed at €750.00. */
const tierSlug = 'kleinere_bedrijven';

describeEachDatabase('pricing a checkout before paying', (database) => {
  /** A chamber that adds 21% VAT to its listed prices, and one exempt from VAT (the default). */
  let vatAdded: FastifyInstance;
  let exempt: FastifyInstance;

  beforeAll(async () => {
    const { config } = await membershipTestApp(database().handle);
    const invoicing = { ...config.invoicing, vat: { ...config.invoicing.vat, mode: 'added' as const, rateBasisPoints: 2100 } };
    ({ app: vatAdded } = await membershipTestApp(database().handle, { invoicing }));
    ({ app: exempt } = await membershipTestApp(database().handle));
  });
  afterAll(async () => {
    await vatAdded.close();
    await exempt.close();
  });

  const price = (app: FastifyInstance, body: unknown, locale = 'en') =>
    app.inject({ method: 'POST', url: '/api/price-membership', payload: body as object, headers: { 'accept-language': locale } });

  async function charge(app: FastifyInstance, buyer: PriceMembershipRequest['buyer']): Promise<CheckoutCharge> {
    const response = await price(app, { tierSlug, buyer });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutCharge>();
  }

  it('adds 21% for a Dutch company, and for a private buyer in the Netherlands', async () => {
    const taxed = { netCents: 75_000, vatCents: 15_750, grossCents: 90_750, vatCategory: 'S', vatRatePercent: 21 };
    expect(await charge(vatAdded, { buyingFor: 'company', country: 'NL', vatNumber: 'nl 0044.95.445.b01' })).toEqual(taxed);
    expect(await charge(vatAdded, { buyingFor: 'myself', country: 'netherlands' })).toEqual(taxed);
  });

  it('charges no VAT to a Belgian company with a valid VAT number (reverse charge), and VAT while the number is wrong', async () => {
    expect(await charge(vatAdded, { buyingFor: 'company', country: 'BE', vatNumber: 'BE0411905847' })).toEqual({
      netCents: 75_000,
      vatCents: 0,
      grossCents: 75_000,
      vatCategory: 'AE',
      vatRatePercent: 0,
    });
    expect(await charge(vatAdded, { buyingFor: 'company', country: 'BE', vatNumber: 'BE0411905848' })).toMatchObject({
      vatCategory: 'S',
      grossCents: 90_750,
    });
    // A Dutch number on a Belgian address belongs to another country: no reverse charge either.
    expect(await charge(vatAdded, { buyingFor: 'company', country: 'BE', vatNumber: 'NL004495445B01' })).toMatchObject({
      vatCategory: 'S',
    });
  });

  it('charges no VAT outside the EU, and the Dutch rate while a company has no country yet', async () => {
    expect(await charge(vatAdded, { buyingFor: 'company', country: 'QA' })).toMatchObject({
      vatCategory: 'O',
      vatCents: 0,
      grossCents: 75_000,
    });
    expect(await charge(vatAdded, { buyingFor: 'myself', country: 'qatar' })).toMatchObject({ vatCategory: 'O', grossCents: 75_000 });
    expect(await charge(vatAdded, { buyingFor: 'company' })).toMatchObject({ vatCategory: 'S', grossCents: 90_750 });
    expect(await charge(vatAdded, { buyingFor: 'myself' })).toMatchObject({ vatCategory: 'S', grossCents: 90_750 });
  });

  it('says exempt when the chamber is exempt from VAT', async () => {
    expect(await charge(exempt, { buyingFor: 'company', country: 'NL', vatNumber: 'NL004495445B01' })).toEqual({
      netCents: 75_000,
      vatCents: 0,
      grossCents: 75_000,
      vatCategory: 'E',
      vatRatePercent: 0,
    });
  });

  it('answers with the figures the payment then charges', async () => {
    const priced = await charge(vatAdded, { buyingFor: 'company', country: 'NL', vatNumber: dutchCompany.vatNumber });
    const created = await vatAdded.inject({
      method: 'POST',
      url: '/api/create-membership-payment',
      payload: createPaymentBody(uniqueBuyer(), tierSlug, dutchCompany),
    });
    expect(created.statusCode, created.body).toBe(200);
    const payment = created.json<CreateMembershipPaymentResponse>();
    expect(payment.charge).toEqual(priced);
    expect(payment.amountCents).toBe(priced.grossCents);
  });

  describe('refuses', () => {
    it('an amount or a rate from the browser', async () => {
      for (const extra of [{ amountCents: 1 }, { vatRatePercent: 0 }]) {
        const response = await price(vatAdded, { tierSlug, buyer: { buyingFor: 'company', country: 'NL' }, ...extra });
        expect(response.statusCode).toBe(400);
      }
      const inBuyer = await price(vatAdded, { tierSlug, buyer: { buyingFor: 'myself', grossCents: 1 } });
      expect(inBuyer.statusCode).toBe(400);
    });

    it('an unknown country with the billing country message, in the page language', async () => {
      const response = await price(vatAdded, { tierSlug, buyer: { buyingFor: 'company', country: 'XX' } }, 'nl');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/^buyer\.country: .*factuuradres/);
    });

    it('a tier that is not on sale', async () => {
      const response = await price(vatAdded, { tierSlug: 'basic', buyer: { buyingFor: 'myself' } });
      expect(response.statusCode).toBe(404);
    });
  });
});
