import type { Localized } from '@shared/locales';

/** A membership price card on the home page. Prices are whole euros per year. */
export interface HomePlan {
  id: string;
  name: Localized;
  priceEur: number;
  employees: Localized;
  description: Localized;
  isPopular: boolean;
}

export interface HomePlansSection {
  heading: Localized;
  intro: Localized;
  /** Where each card's button leads. */
  choosePlanHref: string;
  plans: HomePlan[];
}

export const homePlans: HomePlansSection = {
  heading: { en: 'Membership Plans', ar: 'فئات العضوية', nl: 'Lidmaatschappen' },
  intro: {
    en: 'Yearly membership sized to your company. Every plan includes our events, network and market intelligence.',
    ar: 'عضوية سنوية تناسب حجم شركتكم. تشمل كل فئة فعالياتنا وشبكتنا ومعلومات السوق لدينا.',
    nl: 'Een jaarlijks lidmaatschap dat past bij de omvang van uw bedrijf. Elk lidmaatschap geeft toegang tot onze evenementen, ons netwerk en onze marktinformatie.',
  },
  choosePlanHref: '/membership',
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
    },
  ],
};
