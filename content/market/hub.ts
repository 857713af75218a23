import type { Localized } from '@shared/locales';
import type { CallToActionContent } from './content-types';

export type HubCardIcon = 'overview' | 'culture' | 'sectors' | 'publications' | 'partners';

export interface HubCard {
  icon: HubCardIcon;
  title: Localized;
  description: Localized;
  /** Three things the page covers, shown as a short list. */
  topics: Localized[];
  href: string;
}

export interface MarketHub {
  heading: Localized;
  intro: Localized;
  cards: HubCard[];
  callToAction: CallToActionContent;
}

export const marketHub: MarketHub = {
  heading: {
    en: 'Explore the Markets',
    ar: 'استكشفوا الأسواق',
    nl: 'Verken de markten',
  },
  intro: {
    en: 'Five guides prepared by our research team and advisors, free for everyone to read.',
    ar: 'خمسة أدلة أعدّها فريق الأبحاث والمستشارون لدينا، ومتاحة للجميع مجانًا.',
    nl: 'Vijf gidsen, samengesteld door ons onderzoeksteam en onze adviseurs, gratis voor iedereen te lezen.',
  },
  cards: [
    {
      icon: 'overview',
      title: { en: 'Market Overview', ar: 'نظرة عامة على السوق', nl: 'Marktoverzicht' },
      description: {
        en: 'Trade statistics, leading sectors and the economic highlights of both countries.',
        ar: 'إحصاءات التجارة والقطاعات الرائدة وأبرز المؤشرات الاقتصادية في البلدين.',
        nl: 'Handelscijfers, leidende sectoren en de economische kerncijfers van beide landen.',
      },
      topics: [
        { en: 'Bilateral trade figures', ar: 'أرقام التجارة الثنائية', nl: 'Bilaterale handelscijfers' },
        { en: 'Trade by sector', ar: 'التجارة حسب القطاع', nl: 'Handel per sector' },
        { en: 'Economic highlights', ar: 'أبرز المؤشرات الاقتصادية', nl: 'Economische hoogtepunten' },
      ],
      href: '/market-info/overview',
    },
    {
      icon: 'culture',
      title: { en: 'Cultural Differences', ar: 'الفروق الثقافية', nl: 'Culturele verschillen' },
      description: {
        en: 'How meetings, communication and time work in Qatar and in the Netherlands.',
        ar: 'كيف تسير الاجتماعات والتواصل وإدارة الوقت في قطر وفي هولندا.',
        nl: 'Hoe vergaderingen, communicatie en omgang met tijd werken in Qatar en in Nederland.',
      },
      topics: [
        { en: 'Business etiquette compared', ar: 'مقارنة آداب العمل', nl: 'Zakelijke etiquette vergeleken' },
        { en: 'Practical tips', ar: 'نصائح عملية', nl: 'Praktische tips' },
        { en: 'Cultural calendar', ar: 'التقويم الثقافي', nl: 'Culturele kalender' },
      ],
      href: '/market-info/cultural-differences',
    },
    {
      icon: 'sectors',
      title: { en: 'Focus Sectors', ar: 'القطاعات ذات الأولوية', nl: 'Focussectoren' },
      description: {
        en: 'The four strategic sectors where Dutch expertise meets Qatari ambition.',
        ar: 'القطاعات الاستراتيجية الأربعة التي تلتقي فيها الخبرة الهولندية بالطموح القطري.',
        nl: 'De vier strategische sectoren waarin Nederlandse expertise en Qatarese ambitie samenkomen.',
      },
      topics: [
        { en: 'Market size and growth', ar: 'حجم السوق ونموها', nl: 'Marktomvang en groei' },
        { en: 'Opportunities and projects', ar: 'الفرص والمشروعات', nl: 'Kansen en projecten' },
        { en: 'Success stories', ar: 'قصص النجاح', nl: 'Succesverhalen' },
      ],
      href: '/market-info/focus-sectors',
    },
    {
      icon: 'publications',
      title: { en: 'Publications & Research', ar: 'المنشورات والأبحاث', nl: 'Publicaties & onderzoek' },
      description: {
        en: 'Sector reports, market studies and newsletters. Premium research is for members.',
        ar: 'تقارير قطاعية ودراسات سوق ونشرات دورية. الأبحاث المتقدمة مخصصة للأعضاء.',
        nl: 'Sectorrapporten, marktstudies en nieuwsbrieven. Premium onderzoek is voor leden.',
      },
      topics: [
        { en: 'Featured reports', ar: 'تقارير مختارة', nl: 'Uitgelichte rapporten' },
        { en: 'Research categories', ar: 'فئات الأبحاث', nl: 'Onderzoekscategorieën' },
        { en: 'Newsletters', ar: 'النشرات الدورية', nl: 'Nieuwsbrieven' },
      ],
      href: '/market-info/publications',
    },
    {
      icon: 'partners',
      title: { en: 'Our Partners', ar: 'شركاؤنا', nl: 'Onze partners' },
      description: {
        en: 'The government bodies, associations and universities we work with in both countries.',
        ar: 'الجهات الحكومية والجمعيات والجامعات التي نتعاون معها في البلدين.',
        nl: 'De overheidsinstanties, verenigingen en universiteiten waarmee wij in beide landen samenwerken.',
      },
      topics: [
        { en: 'Government and institutions', ar: 'الجهات الحكومية والمؤسسات', nl: 'Overheid en instellingen' },
        { en: 'Business associations', ar: 'جمعيات الأعمال', nl: 'Brancheorganisaties' },
        { en: 'Academic partners', ar: 'الشركاء الأكاديميون', nl: 'Academische partners' },
      ],
      href: '/market-info/partners',
    },
  ],
  callToAction: {
    heading: {
      en: 'Turn market knowledge into business',
      ar: 'حوّل المعرفة بالسوق إلى أعمال',
      nl: 'Zet marktkennis om in zaken',
    },
    text: {
      en: 'Members get premium research, introductions to partners and advice from our market experts.',
      ar: 'يحصل الأعضاء على الأبحاث المتقدمة والتعريف بالشركاء والمشورة من خبرائنا في الأسواق.',
      nl: 'Leden krijgen premium onderzoek, introducties bij partners en advies van onze marktexperts.',
    },
    primary: {
      label: { en: 'Become a Member', ar: 'انضمّوا إلى الغرفة', nl: 'Word lid' },
      href: '/membership',
    },
    secondary: {
      label: { en: 'Contact Our Experts', ar: 'تواصلوا مع خبرائنا', nl: 'Neem contact op met onze experts' },
      href: '/contact',
    },
  },
};
