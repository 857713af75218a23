import type { CompanyBillingDetails } from '../../src/shared/invoices/billing-details';

/** A Dutch company buyer with valid KvK and VAT numbers: taxed in the Netherlands. */
export const dutchCompany: CompanyBillingDetails = {
  buyingFor: 'company',
  legalName: 'Van Dijk Logistiek B.V.',
  registrationNumber: '12345678',
  vatNumber: 'NL004495445B01',
  address: { street: 'Keizersgracht 1', postcode: '1015 CC', city: 'Amsterdam', country: 'NL' },
  billingEmail: 'crediteuren@vandijk.example',
  purchaseOrder: 'PO-2026-117',
};

/** A Belgian company buyer with a valid VAT number: reverse-charged. */
export const belgianCompany: CompanyBillingDetails = {
  buyingFor: 'company',
  legalName: 'Anvers Trading NV',
  registrationNumber: '0411.905.847',
  vatNumber: 'BE0411905847',
  address: { street: 'Meir 1', postcode: '2000', city: 'Antwerpen', country: 'BE' },
  billingEmail: 'boekhouding@anvers.example',
};
