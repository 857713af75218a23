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
  /**
   * The legal entity, as the footer and the invoices name it: registered in
   * the Dutch trade register (KvK) at the Amsterdam office. The server's
   * SELLER_* settings default to these, so an invoice and the footer agree.
   */
  legal: {
    name: 'Qatar–Netherlands Chamber of Commerce',
    kvkNumber: '41200001',
    vatNumber: 'NL004495445B01',
  },
  social: [
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/qnlchamber' },
    { network: 'x', label: 'X', url: 'https://x.com/qnlchamber' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/qnlchamber' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@qnlchamber' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];
