import { describe, expect, it } from 'vitest';
import { defaultBuyingFor } from '../membership-constants';
import { billingDetailsSchema } from './billing-details';
import { countryCodes, euCountryCodes } from './countries';
import { normalizeVatNumber } from './vat-number';

const dutchCompany = {
  buyingFor: 'company',
  legalName: 'Van Dijk Logistiek B.V.',
  registrationNumber: '1234 5678',
  vatNumber: 'NL 0044.95.445.B01',
  address: { street: 'Keizersgracht 1', postcode: '1015 CC', city: 'Amsterdam', country: 'NL' },
  billingEmail: 'crediteuren@vandijk.example',
  purchaseOrder: 'PO-2026-117',
};

/** The first problem's field and message, as the API reports it. */
function firstProblem(input: unknown, locale: 'en' | 'ar' | 'nl' = 'en') {
  const result = billingDetailsSchema(locale).safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return [issue?.path.join('.'), issue?.message];
}

const withAddress = (country: string, changes: object = {}) => ({
  ...dutchCompany,
  address: { ...dutchCompany.address, country },
  ...changes,
});

describe('billing details', () => {
  it('accepts a Dutch company typed with spaces and dots, and a buyer who buys for themselves', () => {
    expect(firstProblem(dutchCompany)).toBeUndefined();
    expect(firstProblem({ buyingFor: 'myself' })).toBeUndefined();
  });

  it('names the field and says what is wrong, in the reader\u2019s language', () => {
    expect(firstProblem({ ...dutchCompany, registrationNumber: '1234567' })).toEqual(['registrationNumber', 'A KvK number has 8 digits']);
    expect(firstProblem({ ...dutchCompany, registrationNumber: '1234567' }, 'nl')).toEqual([
      'registrationNumber',
      'Een KvK-nummer heeft 8 cijfers',
    ]);
    expect(firstProblem({ ...dutchCompany, vatNumber: 'NL123456789B01' })).toEqual([
      'vatNumber',
      'Please check the VAT number: its format or check digits are not valid',
    ]);
    expect(firstProblem({ ...dutchCompany, vatNumber: 'NL123456789B01' }, 'ar')?.[1]).toContain('الرقم الضريبي');
    expect(firstProblem({ ...dutchCompany, vatNumber: 'DE136695976' })).toEqual([
      'vatNumber',
      'This VAT number belongs to another country than the billing address',
    ]);
    expect(firstProblem({ ...dutchCompany, vatNumber: undefined })).toEqual(['vatNumber', "Please enter the company's VAT number"]);
    expect(firstProblem({ ...dutchCompany, legalName: ' ' })).toEqual(['legalName', "Please enter the company's legal name"]);
    expect(firstProblem({ ...dutchCompany, billingEmail: 'accounts' })).toEqual(['billingEmail', 'Please enter a valid email address']);
    expect(firstProblem(withAddress('XX'))).toEqual(['address.country', 'Please select the country of the billing address']);
    expect(firstProblem({ buyingFor: 'friend' })).toEqual(['buyingFor', 'Please choose who the membership is for']);
  });

  it('checks VAT numbers of other EU countries by their own rules, Greece with its EL prefix', () => {
    expect(firstProblem(withAddress('BE', { registrationNumber: '0411.905.847', vatNumber: 'BE0411905847' }))).toBeUndefined();
    expect(firstProblem(withAddress('GR', { registrationNumber: '094259216', vatNumber: 'EL094259216' }))).toBeUndefined();
    expect(firstProblem(withAddress('DE', { vatNumber: 'DE136695975' }))?.[0]).toBe('vatNumber');
    expect(firstProblem(withAddress('BE', { vatNumber: '' }))).toEqual(['vatNumber', "Please enter the company's VAT number"]);
  });

  it('leaves the VAT number optional outside the EU, and takes a Qatari commercial registration in digits', () => {
    const qatari = withAddress('QA', {
      registrationNumber: '12345/1',
      vatNumber: undefined,
      address: { ...dutchCompany.address, country: 'QA', postcode: '0000' },
    });
    expect(firstProblem(qatari)).toBeUndefined();
    expect(firstProblem({ ...qatari, registrationNumber: 'CR-12345' })).toEqual([
      'registrationNumber',
      'Please enter the commercial registration number in digits, for example 12345 or 12345/1',
    ]);
    expect(firstProblem(withAddress('US', { registrationNumber: 'DE-4471-LLC', vatNumber: undefined }))).toBeUndefined();
  });

  it('refuses fields it does not know, such as a price or a rate, at every level', () => {
    expect(firstProblem({ ...dutchCompany, vatRatePercent: 0 })?.[0]).toBe('');
    expect(firstProblem({ ...dutchCompany, address: { ...dutchCompany.address, amountCents: 1 } })?.[0]).toBe('address');
    expect(firstProblem({ buyingFor: 'myself', netCents: 1 })?.[0]).toBe('');
  });

  it('stores VAT numbers upper case, compact, with the country prefix', () => {
    expect(normalizeVatNumber('nl 0044.95.445.b01', 'NL')).toBe('NL004495445B01');
    expect(normalizeVatNumber('004495445B01', 'NL')).toBe('NL004495445B01');
    expect(normalizeVatNumber('094259216', 'GR')).toBe('EL094259216');
    expect(normalizeVatNumber('300-123-456', 'QA')).toBe('300123456');
  });

  it('lists every ISO country once, the 27 EU members among them', () => {
    expect(new Set(countryCodes).size).toBe(249);
    expect(euCountryCodes).toHaveLength(27);
    expect(euCountryCodes.every((code) => countryCodes.includes(code))).toBe(true);
  });

  it('starts Young Professionals on oneself and the company tiers on the company', () => {
    expect(defaultBuyingFor('professional')).toBe('myself');
    expect(defaultBuyingFor('kleinere_bedrijven')).toBe('company');
    expect(defaultBuyingFor('corporate')).toBe('company');
  });
});
