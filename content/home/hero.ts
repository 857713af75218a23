import type { Localized } from '@shared/locales';
import type { StatisticContent } from '../market/content-types';

export type HeroStatisticIcon = 'trade' | 'investment' | 'members';

export interface HeroStatistic extends StatisticContent {
  icon: HeroStatisticIcon;
  description: Localized;
}

export interface HomeHero {
  eyebrow: Localized;
  /** Where the two buttons lead: joining, and the services. */
  primaryHref: string;
  secondaryHref: string;
  statistics: HeroStatistic[];
}

/** The opening band of the home page; its h1 and subtitle come from pageCopy.home. */
export const homeHero: HomeHero = {
  eyebrow: {
    en: 'Trade · Diplomacy · Innovation',
    ar: 'التجارة · الدبلوماسية · الابتكار',
    nl: 'Handel · Diplomatie · Innovatie',
  },
  primaryHref: '/membership',
  secondaryHref: '/services',
  statistics: [
    {
      icon: 'trade',
      value: { en: '€30B+', ar: '30+ مليار €', nl: '€30 mrd+' },
      label: { en: 'Bilateral Trade', ar: 'التبادل التجاري الثنائي', nl: 'Bilaterale handel' },
      description: { en: 'Expected by 2025', ar: 'المتوقع بحلول عام 2025', nl: 'Verwacht in 2025' },
    },
    {
      icon: 'investment',
      value: { en: '€8B+', ar: '8+ مليارات €', nl: '€8 mrd+' },
      label: { en: 'Dutch Investment', ar: 'الاستثمارات الهولندية', nl: 'Nederlandse investeringen' },
      description: { en: 'Since 2020', ar: 'منذ عام 2020', nl: 'Sinds 2020' },
    },
    {
      icon: 'members',
      value: { en: '1,500+', ar: '1,500+', nl: '1.500+' },
      label: { en: 'Member Companies', ar: 'شركة عضو', nl: 'Aangesloten bedrijven' },
      description: { en: 'Growing network', ar: 'شبكة متنامية', nl: 'Een groeiend netwerk' },
    },
  ],
};

export interface HomeIntro {
  heading: Localized;
  text: Localized;
  statistics: StatisticContent[];
}

export const homeIntro: HomeIntro = {
  heading: {
    en: 'Your Bridge Between Two Dynamic Economies',
    ar: 'جسركم بين اقتصادين ديناميكيين',
    nl: 'Uw brug tussen twee dynamische economieën',
  },
  text: {
    en: 'The Qatar–Netherlands Chamber of Commerce is a non-profit with a public mandate. We bring together companies, startups and young professionals from both countries, open doors to decision-makers and give our members the market knowledge they need to trade and invest with confidence.',
    ar: 'غرفة التجارة القطرية الهولندية مؤسسة غير ربحية ذات تفويض عام. نجمع الشركات والشركات الناشئة والمهنيين الشباب من البلدين، ونفتح الأبواب أمام التواصل مع صنّاع القرار، ونزوّد أعضاءنا بالمعرفة السوقية التي يحتاجون إليها للتجارة والاستثمار بثقة.',
    nl: 'De Qatarees-Nederlandse Kamer van Koophandel is een non-profitorganisatie met een publieke taak. Wij brengen bedrijven, startups en young professionals uit beide landen samen, openen deuren naar besluitvormers en geven onze leden de marktkennis die zij nodig hebben om met vertrouwen te handelen en te investeren.',
  },
  statistics: [
    {
      value: { en: '20+', ar: '20+', nl: '20+' },
      label: { en: 'Years of chamber expertise', ar: 'عامًا من الخبرة', nl: 'Jaar ervaring als Kamer' },
      description: {
        en: 'Guiding companies between Doha and the Netherlands',
        ar: 'في إرشاد الشركات بين الدوحة وهولندا',
        nl: 'In het begeleiden van bedrijven tussen Doha en Nederland',
      },
    },
    {
      value: { en: '93', ar: '93', nl: '93' },
      label: { en: 'Countries in our network', ar: 'دولة ضمن شبكتنا', nl: 'Landen in ons netwerk' },
      description: {
        en: 'Contacts that reach well beyond both markets',
        ar: 'علاقات تمتد إلى ما هو أبعد من السوقين',
        nl: 'Contacten die veel verder reiken dan beide markten',
      },
    },
    {
      value: { en: '200+', ar: '200+', nl: '200+' },
      label: { en: 'Partnerships facilitated', ar: 'شراكة تم تيسيرها', nl: 'Partnerschappen tot stand gebracht' },
      description: {
        en: 'Between Qatari and Dutch organizations',
        ar: 'بين مؤسسات قطرية وهولندية',
        nl: 'Tussen Qatarese en Nederlandse organisaties',
      },
    },
  ],
};
