import type { Localized } from '@shared/locales';
import { site } from '@shared/site';

export interface CountedLabel {
  /** The wording for exactly one; '{count}' is replaced by the number. */
  one: Localized;
  other: Localized;
}

export const contactPage = {
  directory: {
    heading: { en: 'Our Team', ar: 'فريقنا', nl: 'Ons team' },
    intro: {
      en: 'Choose a department to find the colleague who can help you best.',
      ar: 'اختاروا إدارة للعثور على الزميل الأقدر على مساعدتكم.',
      nl: 'Kies een afdeling om de collega te vinden die u het best kan helpen.',
    },
    filterLabel: { en: 'Department', ar: 'الإدارة', nl: 'Afdeling' },
    /** The filter's submit button, shown only until the page's script runs (it filters on change). */
    applyFilter: { en: 'Show', ar: 'عرض', nl: 'Tonen' },
    resultCount: {
      one: { en: '1 team member', ar: 'عدد أعضاء الفريق: 1', nl: '1 teamlid' },
      other: { en: '{count} team members', ar: 'عدد أعضاء الفريق: {count}', nl: '{count} teamleden' },
    } satisfies CountedLabel,
    empty: {
      en: 'There are no team members in this department at the moment.',
      ar: 'لا يوجد أعضاء في فريق هذه الإدارة حاليًا.',
      nl: 'Deze afdeling heeft op dit moment geen teamleden.',
    },
    showAll: { en: 'Show all departments', ar: 'عرض جميع الإدارات', nl: 'Toon alle afdelingen' },
    phoneLabel: { en: 'Phone', ar: 'الهاتف', nl: 'Telefoon' },
    emailLabel: { en: 'Email', ar: 'البريد الإلكتروني', nl: 'E-mail' },
  },
  offices: {
    heading: { en: 'Our Offices', ar: 'مكاتبنا', nl: 'Onze kantoren' },
    intro: {
      en: 'Visit us by appointment in Doha, Amsterdam or The Hague.',
      ar: 'تفضل بزيارتنا بموعد مسبق في الدوحة أو أمستردام أو لاهاي.',
      nl: 'Bezoek ons op afspraak in Doha, Amsterdam of Den Haag.',
    },
    addressLabel: { en: 'Address', ar: 'العنوان', nl: 'Adres' },
  },
  practical: {
    heading: { en: 'Hours and Quick Contact', ar: 'ساعات العمل والتواصل السريع', nl: 'Openingstijden en snel contact' },
  },
  hours: {
    heading: { en: 'Business Hours', ar: 'ساعات العمل', nl: 'Openingstijden' },
    items: [
      {
        office: { en: 'Qatar office', ar: 'مكتب قطر', nl: 'Kantoor Qatar' },
        days: { en: 'Sun-Thu', ar: 'الأحد - الخميس', nl: 'zo-do' },
        hours: { en: '8:00-17:00 GMT+3', ar: '8:00-17:00 بتوقيت GMT+3', nl: '8.00-17.00 uur GMT+3' },
      },
      {
        office: { en: 'Netherlands office', ar: 'مكتب هولندا', nl: 'Kantoor Nederland' },
        days: { en: 'Mon-Fri', ar: 'الاثنين - الجمعة', nl: 'ma-vr' },
        hours: { en: '9:00-17:30 CET', ar: '9:00-17:30 بتوقيت CET', nl: '9.00-17.30 uur CET' },
      },
    ],
  },
  quickContact: {
    heading: { en: 'Quick Contact', ar: 'تواصل سريع', nl: 'Snel contact' },
    intro: {
      en: 'Not sure who to ask? Write to us and we will forward your message to the right team.',
      ar: 'لستم متأكدين ممن تسألون؟ راسلونا وسنحيل رسالتكم إلى الفريق المختص.',
      nl: 'Weet u niet bij wie u moet zijn? Schrijf ons en wij sturen uw bericht door naar het juiste team.',
    },
    items: [
      {
        label: { en: 'General inquiries', ar: 'الاستفسارات العامة', nl: 'Algemene vragen' },
        email: site.generalEmail,
      },
      {
        label: { en: 'Membership', ar: 'العضوية', nl: 'Lidmaatschap' },
        email: site.membershipEmail,
      },
    ],
  },
};
