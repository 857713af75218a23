import type { Localized } from '@shared/locales';
import type { Newsletter } from '@shared/newsletter';
import type { CallToActionContent, LinkContent, StatisticContent } from './content-types';

export type CoverTone = 'maroon' | 'blue' | 'orange';

export interface Publication {
  id: string;
  title: Localized;
  type: Localized;
  description: Localized;
  /** ISO date */
  publishDate: string;
  pages: number;
  downloads: number;
  category: Localized;
  /** No cover images exist; the page draws a cover in this tone. */
  coverTone: CoverTone;
  /** Every highlight of the report; the page shows only the first three. */
  highlights: Localized[];
}

export interface ResearchCategory {
  category: Localized;
  count: number;
  description: Localized;
  /** ISO date */
  latestUpdate: string;
}

export interface NewsletterOffer {
  newsletter: Extract<Newsletter, 'trade-weekly' | 'market-monthly' | 'research-quarterly'>;
  title: Localized;
  frequency: Localized;
  subscribers: number;
  description: Localized;
}

export interface Publications {
  statistics: { heading: Localized; items: StatisticContent[] };
  featured: {
    heading: Localized;
    intro: Localized;
    membersNotice: Localized;
    items: Publication[];
  };
  membersOnlyDialog: { title: Localized; text: Localized; join: LinkContent };
  categories: { heading: Localized; intro: Localized; items: ResearchCategory[] };
  newsletters: {
    heading: Localized;
    intro: Localized;
    formHeading: Localized;
    formText: Localized;
    items: NewsletterOffer[];
  };
  researchPartnership: { heading: Localized; text: Localized; link: LinkContent };
  callToAction: CallToActionContent;
}

export const publications: Publications = {
  statistics: {
    heading: { en: 'Our Research in Figures', ar: 'أبحاثنا بالأرقام', nl: 'Ons onderzoek in cijfers' },
    items: [
      { value: { en: '45+', ar: '45+', nl: '45+' }, label: { en: 'Publications', ar: 'منشورات', nl: 'Publicaties' } },
      { value: { en: '25k+', ar: '25 ألف+', nl: '25k+' }, label: { en: 'Downloads', ar: 'عملية تنزيل', nl: 'Downloads' } },
      { value: { en: '4', ar: '4', nl: '4' }, label: { en: 'Research categories', ar: 'فئات بحثية', nl: 'Onderzoekscategorieën' } },
      { value: { en: '3', ar: '3', nl: '3' }, label: { en: 'Newsletters', ar: 'نشرات دورية', nl: 'Nieuwsbrieven' } },
    ],
  },
  featured: {
    heading: { en: 'Featured Publications', ar: 'منشورات مختارة', nl: 'Uitgelichte publicaties' },
    intro: {
      en: 'Our latest flagship reports. Read the highlights here; the full reports are premium research.',
      ar: 'أحدث تقاريرنا الرئيسية. اطّلعوا على أبرز ما فيها هنا، أما التقارير الكاملة فهي من الأبحاث المتقدمة.',
      nl: 'Onze nieuwste toonaangevende rapporten. Lees hier de hoofdpunten; de volledige rapporten zijn premium onderzoek.',
    },
    membersNotice: {
      en: 'Premium research is for members. Join the chamber to download every report in full.',
      ar: 'الأبحاث المتقدمة مخصصة للأعضاء. انضمّوا إلى الغرفة لتنزيل جميع التقارير كاملة.',
      nl: 'Premium onderzoek is voor leden. Word lid van de Kamer om elk rapport volledig te downloaden.',
    },
    items: [
      {
        id: 'trade-outlook-2025',
        title: {
          en: 'Qatar–Netherlands Trade Outlook 2025',
          ar: 'آفاق التجارة بين قطر وهولندا 2025',
          nl: 'Handelsvooruitzichten Qatar–Nederland 2025',
        },
        type: { en: 'Annual Report', ar: 'تقرير سنوي', nl: 'Jaarrapport' },
        description: {
          en: 'Our yearly analysis of bilateral trade, investment flows and the outlook for each focus sector.',
          ar: 'تحليلنا السنوي للتبادل التجاري الثنائي وتدفقات الاستثمار وآفاق كل قطاع من القطاعات ذات الأولوية.',
          nl: 'Onze jaarlijkse analyse van de bilaterale handel, investeringsstromen en de vooruitzichten per focussector.',
        },
        publishDate: '2025-01-20',
        pages: 84,
        downloads: 6200,
        category: { en: 'Trade & Investment', ar: 'التجارة والاستثمار', nl: 'Handel & investeringen' },
        coverTone: 'maroon',
        highlights: [
          {
            en: 'Bilateral trade reached €32.4B in 2023',
            ar: 'بلغ التبادل التجاري الثنائي 32.4 مليار يورو في عام 2023',
            nl: 'De bilaterale handel bereikte € 32,4 miljard in 2023',
          },
          {
            en: 'Trade is expected to pass €30B again in 2025',
            ar: 'يُتوقع أن تتجاوز التجارة 30 مليار يورو مجددًا في عام 2025',
            nl: 'De handel zal naar verwachting in 2025 opnieuw boven € 30 miljard uitkomen',
          },
          {
            en: 'Fintech and technology grow fastest',
            ar: 'التقنية المالية والتكنولوجيا الأسرع نموًا',
            nl: 'Fintech en technologie groeien het snelst',
          },
          { en: 'Ten-year forecast per sector', ar: 'توقعات لعشر سنوات لكل قطاع', nl: 'Tienjarenprognose per sector' },
          { en: 'Interviews with 25 business leaders', ar: 'مقابلات مع 25 من قادة الأعمال', nl: 'Interviews met 25 bedrijfsleiders' },
        ],
      },
      {
        id: 'energy-transition-study',
        title: {
          en: 'Energy Transition: Partnerships Beyond LNG',
          ar: 'تحول الطاقة: شراكات تتجاوز الغاز الطبيعي المسال',
          nl: 'Energietransitie: partnerschappen voorbij lng',
        },
        type: { en: 'Sector Study', ar: 'دراسة قطاعية', nl: 'Sectorstudie' },
        description: {
          en: 'Where Dutch clean-energy technology and Qatari investment can work together on hydrogen and carbon capture.',
          ar: 'المجالات التي يمكن أن تتعاون فيها تقنيات الطاقة النظيفة الهولندية والاستثمارات القطرية في الهيدروجين واحتجاز الكربون.',
          nl: 'Waar Nederlandse schone-energietechnologie en Qatarese investeringen kunnen samenwerken aan waterstof en CO2-afvang.',
        },
        publishDate: '2024-11-05',
        pages: 56,
        downloads: 4100,
        category: { en: 'Sector Analysis', ar: 'التحليل القطاعي', nl: 'Sectoranalyse' },
        coverTone: 'blue',
        highlights: [
          {
            en: 'Hydrogen value chain mapped for both countries',
            ar: 'رسم خريطة سلسلة قيمة الهيدروجين في البلدين',
            nl: 'Waterstofketen in kaart gebracht voor beide landen',
          },
          { en: 'Twelve project opportunities assessed', ar: 'تقييم اثنتي عشرة فرصة مشروع', nl: 'Twaalf projectkansen beoordeeld' },
          {
            en: 'Policy comparison and incentives',
            ar: 'مقارنة السياسات والحوافز',
            nl: 'Vergelijking van beleid en stimuleringsmaatregelen',
          },
          {
            en: 'Case studies from the Port of Rotterdam',
            ar: 'دراسات حالة من ميناء روتردام',
            nl: 'Praktijkvoorbeelden uit de haven van Rotterdam',
          },
        ],
      },
      {
        id: 'doing-business-guide',
        title: {
          en: 'Doing Business in Qatar: A Guide for Dutch Companies',
          ar: 'ممارسة الأعمال في قطر: دليل للشركات الهولندية',
          nl: 'Zakendoen in Qatar: een gids voor Nederlandse bedrijven',
        },
        type: { en: 'Practical Guide', ar: 'دليل عملي', nl: 'Praktische gids' },
        description: {
          en: 'Company setup, licensing, tax, employment and culture: everything you need before your first contract.',
          ar: 'تأسيس الشركات والترخيص والضرائب والتوظيف والثقافة: كل ما تحتاجون إليه قبل عقدكم الأول.',
          nl: 'Oprichting, vergunningen, belastingen, personeel en cultuur: alles wat u nodig hebt vóór uw eerste contract.',
        },
        publishDate: '2024-09-16',
        pages: 62,
        downloads: 7800,
        category: { en: 'Market Entry', ar: 'دخول السوق', nl: 'Markttoetreding' },
        coverTone: 'orange',
        highlights: [
          { en: 'Step-by-step company setup', ar: 'تأسيس الشركة خطوة بخطوة', nl: 'Stapsgewijs een bedrijf oprichten' },
          {
            en: 'Tax: 10% corporate tax, 0% VAT',
            ar: 'الضرائب: 10% على الشركات و0% ضريبة القيمة المضافة',
            nl: 'Belasting: 10% vennootschapsbelasting, 0% btw',
          },
          { en: 'Hiring and visa procedures', ar: 'إجراءات التوظيف والتأشيرات', nl: 'Werving en visumprocedures' },
          { en: 'Checklist for your first visit', ar: 'قائمة مراجعة لزيارتك الأولى', nl: 'Checklist voor uw eerste bezoek' },
          { en: 'Directory of useful contacts', ar: 'دليل بجهات الاتصال المفيدة', nl: 'Overzicht van nuttige contacten' },
        ],
      },
    ],
  },
  membersOnlyDialog: {
    title: {
      en: 'Premium research is for members',
      ar: 'الأبحاث المتقدمة مخصصة للأعضاء',
      nl: 'Premium onderzoek is voor leden',
    },
    text: {
      en: 'Full reports are available to members of the chamber. Join today to download this report and our complete research library.',
      ar: 'التقارير الكاملة متاحة لأعضاء الغرفة. انضمّوا إلى الغرفة اليوم لتنزيل هذا التقرير ومكتبة أبحاثنا كاملة.',
      nl: 'Volledige rapporten zijn beschikbaar voor leden van de Kamer. Word lid om dit rapport en onze complete onderzoeksbibliotheek vandaag nog te downloaden.',
    },
    join: {
      label: { en: 'Join the Chamber', ar: 'انضمّوا إلى الغرفة', nl: 'Word lid van de Kamer' },
      href: '/membership',
    },
  },
  categories: {
    heading: { en: 'Research Categories', ar: 'فئات الأبحاث', nl: 'Onderzoekscategorieën' },
    intro: {
      en: 'Our library is organised in four areas, updated throughout the year.',
      ar: 'تنقسم مكتبتنا إلى أربعة مجالات يجري تحديثها على مدار العام.',
      nl: 'Onze bibliotheek is ingedeeld in vier gebieden die het hele jaar door worden bijgewerkt.',
    },
    items: [
      {
        category: { en: 'Trade & Investment', ar: 'التجارة والاستثمار', nl: 'Handel & investeringen' },
        count: 14,
        description: {
          en: 'Trade statistics, investment flows and annual outlooks.',
          ar: 'إحصاءات التجارة وتدفقات الاستثمار والتوقعات السنوية.',
          nl: 'Handelsstatistieken, investeringsstromen en jaarlijkse vooruitzichten.',
        },
        latestUpdate: '2025-01-20',
      },
      {
        category: { en: 'Sector Analysis', ar: 'التحليل القطاعي', nl: 'Sectoranalyse' },
        count: 12,
        description: {
          en: 'In-depth studies of energy, finance, infrastructure and technology.',
          ar: 'دراسات معمّقة في الطاقة والتمويل والبنية التحتية والتكنولوجيا.',
          nl: 'Diepgaande studies over energie, financiën, infrastructuur en technologie.',
        },
        latestUpdate: '2024-11-05',
      },
      {
        category: { en: 'Market Entry', ar: 'دخول السوق', nl: 'Markttoetreding' },
        count: 11,
        description: {
          en: 'Practical guides to setting up and operating in either country.',
          ar: 'أدلة عملية لتأسيس الأعمال وتشغيلها في أي من البلدين.',
          nl: 'Praktische gidsen voor het opzetten en voeren van een bedrijf in beide landen.',
        },
        latestUpdate: '2024-09-16',
      },
      {
        category: { en: 'Policy & Regulation', ar: 'السياسات والأنظمة', nl: 'Beleid & regelgeving' },
        count: 9,
        description: {
          en: 'Briefings on trade agreements, tax changes and new regulation.',
          ar: 'إحاطات حول الاتفاقيات التجارية والتغييرات الضريبية والأنظمة الجديدة.',
          nl: 'Briefings over handelsakkoorden, belastingwijzigingen en nieuwe regelgeving.',
        },
        latestUpdate: '2024-12-02',
      },
    ],
  },
  newsletters: {
    heading: { en: 'Newsletters', ar: 'النشرات الدورية', nl: 'Nieuwsbrieven' },
    intro: {
      en: 'Stay informed at the pace that suits you. Subscribing is free.',
      ar: 'ابقوا على اطلاع بالوتيرة التي تناسبكم. الاشتراك مجاني.',
      nl: 'Blijf op de hoogte in het tempo dat bij u past. Abonneren is gratis.',
    },
    formHeading: { en: 'Subscribe by email', ar: 'اشتركوا عبر البريد الإلكتروني', nl: 'Abonneren per e-mail' },
    formText: {
      en: 'We will send you a link to confirm your subscription. You can unsubscribe at any time.',
      ar: 'سنرسل إليكم رابطًا لتأكيد اشتراككم، ويمكنكم إلغاء الاشتراك في أي وقت.',
      nl: 'Wij sturen u een link om uw aanmelding te bevestigen. U kunt zich op elk moment afmelden.',
    },
    items: [
      {
        newsletter: 'trade-weekly',
        title: { en: 'Trade Weekly', ar: 'النشرة التجارية الأسبوعية', nl: 'Handel Wekelijks' },
        frequency: { en: 'Weekly', ar: 'أسبوعية', nl: 'Wekelijks' },
        subscribers: 8500,
        description: {
          en: 'Trade news, tenders and upcoming events every Monday.',
          ar: 'أخبار التجارة والمناقصات والفعاليات القادمة كل يوم اثنين.',
          nl: 'Handelsnieuws, aanbestedingen en komende evenementen, elke maandag.',
        },
      },
      {
        newsletter: 'market-monthly',
        title: { en: 'Market Monthly', ar: 'نشرة الأسواق الشهرية', nl: 'Markt Maandelijks' },
        frequency: { en: 'Monthly', ar: 'شهرية', nl: 'Maandelijks' },
        subscribers: 12000,
        description: {
          en: 'Analysis of market developments and sector trends in both countries.',
          ar: 'تحليل لتطورات الأسواق واتجاهات القطاعات في البلدين.',
          nl: 'Analyse van marktontwikkelingen en sectortrends in beide landen.',
        },
      },
      {
        newsletter: 'research-quarterly',
        title: { en: 'Research Quarterly', ar: 'النشرة البحثية الفصلية', nl: 'Onderzoek Per Kwartaal' },
        frequency: { en: 'Quarterly', ar: 'فصلية', nl: 'Per kwartaal' },
        subscribers: 5000,
        description: {
          en: 'Summaries of our new research and an in-depth feature on one sector.',
          ar: 'ملخصات لأبحاثنا الجديدة وتقرير معمّق عن أحد القطاعات.',
          nl: 'Samenvattingen van ons nieuwe onderzoek en een verdiepend artikel over één sector.',
        },
      },
    ],
  },
  researchPartnership: {
    heading: {
      en: 'Research Partnerships',
      ar: 'الشراكات البحثية',
      nl: 'Onderzoekspartnerschappen',
    },
    text: {
      en: 'Commission a study, co-author a sector report or share your data with our research team. We work with companies, universities and public bodies in both countries.',
      ar: 'اطلبوا إعداد دراسة، أو شاركوا في تأليف تقرير قطاعي، أو شاركوا بياناتكم مع فريق الأبحاث لدينا. نتعاون مع الشركات والجامعات والجهات العامة في البلدين.',
      nl: 'Geef opdracht voor een studie, schrijf mee aan een sectorrapport of deel uw data met ons onderzoeksteam. Wij werken samen met bedrijven, universiteiten en overheden in beide landen.',
    },
    link: {
      label: { en: 'Discuss a Partnership', ar: 'ناقش شراكة معنا', nl: 'Bespreek een samenwerking' },
      href: '/contact?department=market-expansion',
    },
  },
  callToAction: {
    heading: {
      en: 'Unlock the full research library',
      ar: 'احصل على مكتبة الأبحاث كاملة',
      nl: 'Krijg toegang tot de volledige onderzoeksbibliotheek',
    },
    text: {
      en: 'Premium research is for members. Or meet the partners who contribute to our work.',
      ar: 'الأبحاث المتقدمة مخصصة للأعضاء. أو تعرّفوا على الشركاء الذين يسهمون في عملنا.',
      nl: 'Premium onderzoek is voor leden. Of maak kennis met de partners die bijdragen aan ons werk.',
    },
    primary: { label: { en: 'Become a Member', ar: 'انضمّوا إلى الغرفة', nl: 'Word lid' }, href: '/membership' },
    secondary: {
      label: { en: 'Meet Our Partners', ar: 'تعرّفوا على شركائنا', nl: 'Maak kennis met onze partners' },
      href: '/market-info/partners',
    },
  },
};
