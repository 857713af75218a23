import type { ContactPoint, Organization, Place, PostalAddress } from 'schema-dts';
import { offices, type Office } from '@content/contact/offices';
import { localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { organizationId, siteHref } from './json-ld';

const countryCodes = { qatar: 'QA', netherlands: 'NL' } as const satisfies Record<Office['country'], string>;

/** Parts of a name or an address joined as the language writes a list. */
const separators: Record<Locale, string> = { en: ', ', ar: '، ', nl: ', ' };

/** A Dutch postcode (1082 ME) at the start of an address's last line. */
const dutchPostcode = /^\d{4} [A-Z]{2}/;

/** An office's postal address: every line but the last is the street, the last holds the city (and a Dutch postcode). */
export function officeAddress(office: Office, locale: Locale): PostalAddress {
  const lines = office.address.map((line) => line[locale]);
  const postalCode = dutchPostcode.exec(office.address.at(-1)?.en ?? '')?.[0];
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(separators[locale]),
    addressLocality: office.city[locale],
    ...(postalCode ? { postalCode } : {}),
    addressCountry: countryCodes[office.country],
  };
}

function officePlace(office: Office, locale: Locale): Place {
  return {
    '@type': 'Place',
    name: `${site.name[locale]}${separators[locale]}${office.name[locale]}`,
    address: officeAddress(office, locale),
    telephone: office.phone,
  };
}

function officeContactPoint(office: Office, locale: Locale): ContactPoint {
  return {
    '@type': 'ContactPoint',
    contactType: office.name[locale],
    telephone: office.phone,
    email: office.email,
    areaServed: countryCodes[office.country],
    availableLanguage: ['en', 'ar', 'nl'],
  };
}

/**
 * The chamber, once per page: its name in the page's language, its offices
 * (the headquarters as its address), and the support, membership and office
 * contact points.
 */
export function organizationJsonLd(locale: Locale, siteUrl: string): Organization {
  const headquarters = offices[0];
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: site.name[locale],
    alternateName: site.shortName,
    url: siteHref(siteUrl, localizePath('/', locale)),
    logo: siteHref(siteUrl, '/favicon.svg'),
    email: site.generalEmail,
    telephone: site.supportPhone,
    ...(headquarters ? { address: officeAddress(headquarters, locale) } : {}),
    location: offices.map((office) => officePlace(office, locale)),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.supportEmail,
        telephone: site.supportPhone,
        availableLanguage: ['en', 'ar', 'nl'],
      },
      { '@type': 'ContactPoint', contactType: 'sales', email: site.membershipEmail, availableLanguage: ['en', 'ar', 'nl'] },
      ...offices.map((office) => officeContactPoint(office, locale)),
    ],
  };
}
