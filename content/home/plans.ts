import type { Localized } from '@shared/locales';

/** A membership price card on the home page. Prices are whole euros per year. */
export interface HomePlan {
  id: string;
  name: Localized;
  priceEur: number;
  employees: Localized;
  description: Localized;
  isPopular: boolean;
  /** The tier of the membership page this plan is: its card links there. */
  tier: { slug: string; name: string };
}

export interface HomePlansSection {
  heading: Localized;
  intro: Localized;
  /** How these plans relate to the membership page's tiers. */
  relation: Localized;
  /** The membership page's full list of tiers. */
  allTiersHref: string;
  plans: HomePlan[];
}

export const homePlans: HomePlansSection = {
  heading: { en: 'Membership Plans', ar: 'فئات العضوية', nl: 'Lidmaatschappen' },
  intro: {
    en: 'Yearly membership sized to your company. Every plan includes our events, network and market intelligence.',
    ar: 'عضوية سنوية تناسب حجم شركتكم. تشمل كل فئة فعالياتنا وشبكتنا ومعلومات السوق لدينا.',
    nl: 'Een jaarlijks lidmaatschap dat past bij de omvang van uw bedrijf. Elk lidmaatschap geeft toegang tot onze evenementen, ons netwerk en onze marktinformatie.',
  },
  relation: {
    en: 'These three plans are our company memberships at a glance. The membership page lists every tier, including Professional for young professionals and Corporate for strategic partners, and compares their benefits side by side.',
    ar: 'هذه الفئات الثلاث هي عضويات الشركات لدينا باختصار. تعرض صفحة العضوية جميع الفئات، ومنها Professional للمهنيين الشباب وCorporate للشركاء الاستراتيجيين، وتقارن مزاياها جنبًا إلى جنب.',
    nl: 'Deze drie lidmaatschappen zijn onze bedrijfslidmaatschappen in het kort. De lidmaatschapspagina toont alle niveaus, ook Professional voor young professionals en Corporate voor strategische partners, en zet hun voordelen naast elkaar.',
  },
  allTiersHref: '/membership#choose',
  plans: [
    {
      id: 'small-business',
      name: { en: 'Small Business', ar: 'الشركات الصغيرة', nl: 'Kleine onderneming' },
      priceEur: 750,
      employees: { en: '1-10 employees', ar: '1-10 موظفين', nl: '1-10 medewerkers' },
      description: {
        en: 'For startups and small firms taking their first steps in the other market.',
        ar: 'للشركات الناشئة والصغيرة التي تخطو خطواتها الأولى في السوق الأخرى.',
        nl: 'Voor startups en kleine bedrijven die hun eerste stappen zetten op de andere markt.',
      },
      isPopular: true,
      tier: { slug: 'kleinere_bedrijven', name: 'Kleinere Bedrijven' },
    },
    {
      id: 'medium-enterprise',
      name: { en: 'Medium Enterprise', ar: 'المؤسسات المتوسطة', nl: 'Middelgrote onderneming' },
      priceEur: 1250,
      employees: { en: '11-250 employees', ar: '11-250 موظفًا', nl: '11-250 medewerkers' },
      description: {
        en: 'For growing companies building partnerships and a presence in both countries.',
        ar: 'للشركات النامية التي تبني شراكات وحضورًا في البلدين.',
        nl: 'Voor groeiende bedrijven die partnerschappen en een positie in beide landen opbouwen.',
      },
      isPopular: false,
      tier: { slug: 'middelgrote_ondernemers', name: 'Middelgrote Ondernemers' },
    },
    {
      id: 'large-enterprise',
      name: { en: 'Large Enterprise', ar: 'المؤسسات الكبيرة', nl: 'Grote onderneming' },
      priceEur: 2500,
      employees: {
        en: 'More than 250 employees',
        ar: 'أكثر من 250 موظفًا',
        nl: 'Meer dan 250 medewerkers',
      },
      description: {
        en: 'For established organizations that want the full reach of the chamber network.',
        ar: 'للمؤسسات الراسخة التي تريد الاستفادة الكاملة من شبكة الغرفة.',
        nl: 'Voor gevestigde organisaties die het volledige bereik van het netwerk van de Kamer willen benutten.',
      },
      isPopular: false,
      tier: { slug: 'grotere_bedrijven', name: 'Grotere Bedrijven' },
    },
  ],
};
