import type { Localized } from '@shared/locales';

/** The words on a receipt PDF; {tier} and {date} are filled in when it is drawn. */
export const receiptTexts = {
  receipt: { en: 'Receipt', ar: 'إيصال دفع', nl: 'Betalingsbewijs' },
  receiptNumber: { en: 'Receipt number', ar: 'رقم الإيصال', nl: 'Bonnummer' },
  datePaid: { en: 'Date paid', ar: 'تاريخ الدفع', nl: 'Betaaldatum' },
  billedTo: { en: 'Billed to', ar: 'صادر باسم', nl: 'Gefactureerd aan' },
  details: { en: 'Payment details', ar: 'تفاصيل الدفع', nl: 'Betalingsgegevens' },
  tier: { en: 'Membership tier', ar: 'فئة العضوية', nl: 'Lidmaatschapsniveau' },
  period: { en: 'Membership period', ar: 'مدة العضوية', nl: 'Lidmaatschapsperiode' },
  currency: { en: 'Currency', ar: 'العملة', nl: 'Valuta' },
  reference: { en: 'Payment reference', ar: 'مرجع الدفع', nl: 'Betalingskenmerk' },
  description: { en: 'Description', ar: 'البيان', nl: 'Omschrijving' },
  amount: { en: 'Amount', ar: 'المبلغ', nl: 'Bedrag' },
  item: { en: '{tier} membership, 12 months', ar: 'عضوية {tier} لمدة 12 شهرًا', nl: 'Lidmaatschap {tier}, 12 maanden' },
  total: { en: 'Total paid', ar: 'إجمالي المبلغ المدفوع', nl: 'Totaal betaald' },
  paid: { en: 'PAID', ar: 'مدفوع', nl: 'BETAALD' },
  paidNote: {
    en: 'Paid in full on {date}. Thank you for your membership.',
    ar: 'سُدِّد المبلغ بالكامل في {date}. شكرًا لك على عضويتك.',
    nl: 'Volledig betaald op {date}. Hartelijk dank voor uw lidmaatschap.',
  },
  questions: { en: 'Questions about this receipt?', ar: 'هل لديك استفسار عن هذا الإيصال؟', nl: 'Vragen over dit betalingsbewijs?' },
} satisfies Record<string, Localized>;
