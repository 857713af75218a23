import type { Localized } from './locales';

/** The chamber's identity: pages, emails, receipts and meta tags read it from here. */
export const site = {
  name: {
    en: 'Qatar–Netherlands Chamber of Commerce',
    ar: 'غرفة التجارة القطرية الهولندية',
    nl: 'Qatarees-Nederlandse Kamer van Koophandel',
  } satisfies Localized,
  shortName: 'QNCC',
  supportEmail: 'support@qnlchamber.org',
  supportPhone: '+974 4000 1200',
  generalEmail: 'info@qnlchamber.org',
  membershipEmail: 'membership@qnlchamber.org',
  privacyEmail: 'privacy@qnlchamber.org',
} as const;
