import type { Localized } from '@shared/locales';
import type { CallToActionContent, StatisticContent } from './content-types';

export type SectorIcon = 'energy' | 'finance' | 'infrastructure' | 'technology';

export interface Sector {
  id: string;
  icon: SectorIcon;
  title: Localized;
  description: Localized;
  marketSize: Localized;
  growth: Localized;
  activeProjects: number;
  opportunities: Localized[];
  keyProjects: Localized[];
  /** This sector's share of bilateral trade, and what that share is made of. */
  stats: { share: number; description: Localized };
}

export interface SuccessStory {
  sectorId: string;
  title: Localized;
  partners: string;
  summary: Localized;
  result: Localized;
}

export interface FocusSectors {
  statistics: { heading: Localized; items: StatisticContent[] };
  sectors: { heading: Localized; intro: Localized; items: Sector[] };
  successStories: { heading: Localized; intro: Localized; items: SuccessStory[] };
  callToAction: CallToActionContent;
}

export const focusSectors: FocusSectors = {
  statistics: {
    heading: { en: 'Sectors in Figures', ar: 'القطاعات بالأرقام', nl: 'Sectoren in cijfers' },
    items: [
      {
        value: { en: '4', ar: '4', nl: '4' },
        label: { en: 'Strategic sectors', ar: 'قطاعات استراتيجية', nl: 'Strategische sectoren' },
      },
      {
        value: { en: '500+', ar: '500+', nl: '500+' },
        label: { en: 'Active projects', ar: 'مشروع قائم', nl: 'Lopende projecten' },
      },
      {
        value: { en: '€32.4B', ar: '32.4 مليار €', nl: '€32,4 mrd' },
        label: { en: 'Bilateral trade in 2023', ar: 'التبادل التجاري الثنائي في عام 2023', nl: 'Bilaterale handel in 2023' },
      },
      {
        value: { en: '25%', ar: '25%', nl: '25%' },
        label: { en: 'Yearly trade growth', ar: 'النمو السنوي للتجارة', nl: 'Jaarlijkse handelsgroei' },
      },
    ],
  },
  sectors: {
    heading: { en: 'Strategic Sectors', ar: 'القطاعات الاستراتيجية', nl: 'Strategische sectoren' },
    intro: {
      en: 'Where demand in one country meets proven expertise in the other.',
      ar: 'حيث يلتقي الطلب في أحد البلدين بالخبرة المثبتة في البلد الآخر.',
      nl: 'Waar de vraag in het ene land samenkomt met bewezen expertise in het andere.',
    },
    items: [
      {
        id: 'energy',
        icon: 'energy',
        title: { en: 'Energy & LNG', ar: 'الطاقة والغاز الطبيعي المسال', nl: 'Energie & lng' },
        description: {
          en: 'From LNG supply and terminals to hydrogen, carbon capture and offshore services, energy remains the backbone of the relationship.',
          ar: 'من إمدادات الغاز الطبيعي المسال ومحطاته إلى الهيدروجين واحتجاز الكربون والخدمات البحرية، تظل الطاقة ركيزة العلاقة بين البلدين.',
          nl: 'Van lng-levering en terminals tot waterstof, CO2-afvang en offshorediensten: energie blijft de ruggengraat van de relatie.',
        },
        marketSize: { en: '€14.6B', ar: '14.6 مليار €', nl: '€14,6 mrd' },
        growth: { en: '+12% a year', ar: '+12% سنويًا', nl: '+12% per jaar' },
        activeProjects: 165,
        opportunities: [
          { en: 'Energy transition and blue hydrogen', ar: 'تحول الطاقة والهيدروجين الأزرق', nl: 'Energietransitie en blauwe waterstof' },
          { en: 'Carbon capture and storage', ar: 'احتجاز الكربون وتخزينه', nl: 'CO2-afvang en -opslag' },
          { en: 'Offshore engineering and maintenance', ar: 'الهندسة والصيانة البحرية', nl: 'Offshore-engineering en onderhoud' },
          { en: 'LNG terminal services', ar: 'خدمات محطات الغاز الطبيعي المسال', nl: 'Diensten voor lng-terminals' },
        ],
        keyProjects: [
          {
            en: 'LNG supply partnerships for north-west Europe',
            ar: 'شراكات إمداد الغاز الطبيعي المسال لشمال غرب أوروبا',
            nl: 'Lng-leveringspartnerschappen voor Noordwest-Europa',
          },
          { en: 'Joint hydrogen research programme', ar: 'برنامج بحثي مشترك للهيدروجين', nl: 'Gezamenlijk onderzoeksprogramma waterstof' },
        ],
        stats: {
          share: 45,
          description: {
            en: 'LNG, oil products and energy services',
            ar: 'الغاز الطبيعي المسال والمنتجات النفطية وخدمات الطاقة',
            nl: 'Lng, olieproducten en energiediensten',
          },
        },
      },
      {
        id: 'finance',
        icon: 'finance',
        title: { en: 'Financial Services & Fintech', ar: 'الخدمات المالية والتقنية المالية', nl: 'Financiële dienstverlening & fintech' },
        description: {
          en: 'Doha’s financial centre and Amsterdam’s fintech scene connect in payments, Islamic finance and sustainable investment.',
          ar: 'يلتقي المركز المالي في الدوحة ومنظومة التقنية المالية في أمستردام في مجالات المدفوعات والتمويل الإسلامي والاستثمار المستدام.',
          nl: 'Het financiële centrum van Doha en de Amsterdamse fintechsector ontmoeten elkaar in betalingen, islamitisch financieren en duurzaam beleggen.',
        },
        marketSize: { en: '€4.2B', ar: '4.2 مليار €', nl: '€4,2 mrd' },
        growth: { en: '+18% a year', ar: '+18% سنويًا', nl: '+18% per jaar' },
        activeProjects: 110,
        opportunities: [
          {
            en: 'Digital payments and open banking',
            ar: 'المدفوعات الرقمية والخدمات المصرفية المفتوحة',
            nl: 'Digitale betalingen en open banking',
          },
          { en: 'Islamic finance products', ar: 'منتجات التمويل الإسلامي', nl: 'Islamitische financiële producten' },
          { en: 'Sustainable and green investment', ar: 'الاستثمار المستدام والأخضر', nl: 'Duurzaam en groen beleggen' },
          { en: 'Regulatory technology', ar: 'التقنيات التنظيمية', nl: 'Regtech' },
        ],
        keyProjects: [
          {
            en: 'Fintech exchange programme between Doha and Amsterdam',
            ar: 'برنامج تبادل في التقنية المالية بين الدوحة وأمستردام',
            nl: 'Fintech-uitwisselingsprogramma tussen Doha en Amsterdam',
          },
          {
            en: 'Green bond advisory for infrastructure',
            ar: 'استشارات السندات الخضراء للبنية التحتية',
            nl: 'Advies over groene obligaties voor infrastructuur',
          },
        ],
        stats: {
          share: 13,
          description: {
            en: 'Banking, insurance and investment services',
            ar: 'الخدمات المصرفية والتأمين وخدمات الاستثمار',
            nl: 'Bankieren, verzekeren en beleggingsdiensten',
          },
        },
      },
      {
        id: 'infrastructure',
        icon: 'infrastructure',
        title: {
          en: 'Smart Infrastructure & Construction',
          ar: 'البنية التحتية الذكية والإنشاءات',
          nl: 'Slimme infrastructuur & bouw',
        },
        description: {
          en: 'Dutch water management, port and urban planning expertise supports Qatar’s ports, districts and climate-resilient cities.',
          ar: 'تدعم الخبرة الهولندية في إدارة المياه والموانئ والتخطيط العمراني موانئ قطر وأحياءها ومدنها القادرة على التكيف مع المناخ.',
          nl: 'Nederlandse expertise in waterbeheer, havens en stedenbouw ondersteunt de havens, wijken en klimaatbestendige steden van Qatar.',
        },
        marketSize: { en: '€6.8B', ar: '6.8 مليار €', nl: '€6,8 mrd' },
        growth: { en: '+9% a year', ar: '+9% سنويًا', nl: '+9% per jaar' },
        activeProjects: 130,
        opportunities: [
          { en: 'Water management and coastal protection', ar: 'إدارة المياه وحماية السواحل', nl: 'Waterbeheer en kustbescherming' },
          { en: 'Port and logistics development', ar: 'تطوير الموانئ والخدمات اللوجستية', nl: 'Haven- en logistieke ontwikkeling' },
          { en: 'Smart city systems', ar: 'أنظمة المدن الذكية', nl: 'Smart-citysystemen' },
          { en: 'Sustainable building materials', ar: 'مواد البناء المستدامة', nl: 'Duurzame bouwmaterialen' },
        ],
        keyProjects: [
          {
            en: 'Coastal resilience studies for new districts',
            ar: 'دراسات المرونة الساحلية للأحياء الجديدة',
            nl: 'Studies naar kustbestendigheid voor nieuwe wijken',
          },
          { en: 'Port digitalisation partnership', ar: 'شراكة لرقمنة الموانئ', nl: 'Partnerschap voor havendigitalisering' },
        ],
        stats: {
          share: 21,
          description: {
            en: 'Engineering, machinery and building services',
            ar: 'الهندسة والآلات وخدمات البناء',
            nl: 'Engineering, machines en bouwdiensten',
          },
        },
      },
      {
        id: 'technology',
        icon: 'technology',
        title: { en: 'Technology & Innovation', ar: 'التكنولوجيا والابتكار', nl: 'Technologie & innovatie' },
        description: {
          en: 'Semiconductors, agritech, health technology and AI: Dutch innovators find partners and capital in Qatar’s growing knowledge economy.',
          ar: 'أشباه الموصلات والتكنولوجيا الزراعية والتقنيات الصحية والذكاء الاصطناعي: يجد المبتكرون الهولنديون الشركاء ورأس المال في اقتصاد المعرفة المتنامي في قطر.',
          nl: 'Halfgeleiders, agritech, gezondheidstechnologie en AI: Nederlandse innovators vinden partners en kapitaal in de groeiende kenniseconomie van Qatar.',
        },
        marketSize: { en: '€3.1B', ar: '3.1 مليار €', nl: '€3,1 mrd' },
        growth: { en: '+25% a year', ar: '+25% سنويًا', nl: '+25% per jaar' },
        activeProjects: 100,
        opportunities: [
          { en: 'Agritech and vertical farming', ar: 'التكنولوجيا الزراعية والزراعة العمودية', nl: 'Agritech en verticale landbouw' },
          { en: 'Health technology', ar: 'التقنيات الصحية', nl: 'Gezondheidstechnologie' },
          { en: 'Artificial intelligence and data', ar: 'الذكاء الاصطناعي والبيانات', nl: 'Kunstmatige intelligentie en data' },
          {
            en: 'Startup and venture partnerships',
            ar: 'الشراكات مع الشركات الناشئة ورأس المال الجريء',
            nl: 'Partnerschappen met startups en durfkapitaal',
          },
        ],
        keyProjects: [
          {
            en: 'Greenhouse technology pilots for local food production',
            ar: 'مشروعات تجريبية لتقنيات البيوت المحمية للإنتاج الغذائي المحلي',
            nl: 'Proeven met kastechnologie voor lokale voedselproductie',
          },
          {
            en: 'Startup exchange with Doha’s innovation hubs',
            ar: 'برنامج تبادل للشركات الناشئة مع مراكز الابتكار في الدوحة',
            nl: 'Startup-uitwisseling met innovatiecentra in Doha',
          },
        ],
        stats: {
          share: 11,
          description: {
            en: 'Technology, agrifood and health products',
            ar: 'منتجات التكنولوجيا والأغذية الزراعية والصحة',
            nl: 'Technologie-, agrifood- en gezondheidsproducten',
          },
        },
      },
    ],
  },
  successStories: {
    heading: { en: 'Success Stories', ar: 'قصص النجاح', nl: 'Succesverhalen' },
    intro: {
      en: 'Members who turned an introduction into a lasting partnership.',
      ar: 'أعضاء حوّلوا تعارفًا أوليًا إلى شراكة دائمة.',
      nl: 'Leden die een introductie omzetten in een blijvend partnerschap.',
    },
    items: [
      {
        sectorId: 'energy',
        title: {
          en: 'Offshore maintenance contract after a trade mission',
          ar: 'عقد صيانة بحرية بعد بعثة تجارية',
          nl: 'Offshore-onderhoudscontract na een handelsmissie',
        },
        partners: 'Zuiderzee Offshore × Al Dafna Energy Partners',
        summary: {
          en: 'A Dutch offshore specialist met its future partner during a chamber trade mission to Doha and formed a joint venture within a year.',
          ar: 'التقت شركة هولندية متخصصة في الأعمال البحرية بشريكها المستقبلي خلال بعثة تجارية نظمتها الغرفة إلى الدوحة، وأسّسا مشروعًا مشتركًا خلال عام.',
          nl: 'Een Nederlandse offshorespecialist ontmoette zijn toekomstige partner tijdens een handelsmissie van de Kamer naar Doha en richtte binnen een jaar een joint venture op.',
        },
        result: {
          en: 'Five-year maintenance contract and 40 local jobs',
          ar: 'عقد صيانة لمدة خمس سنوات و40 وظيفة محلية',
          nl: 'Vijfjarig onderhoudscontract en 40 lokale banen',
        },
      },
      {
        sectorId: 'finance',
        title: {
          en: 'Payments platform launched in Qatar',
          ar: 'إطلاق منصة مدفوعات في قطر',
          nl: 'Betaalplatform gelanceerd in Qatar',
        },
        partners: 'Noordkade Financial Group × Pearl Coast Capital',
        summary: {
          en: 'With the chamber’s regulatory guidance, an Amsterdam fintech secured its licence and launched with a Qatari investment partner.',
          ar: 'بفضل الإرشاد التنظيمي من الغرفة، حصلت شركة تقنية مالية من أمستردام على ترخيصها وانطلقت مع شريك استثماري قطري.',
          nl: 'Met regelgevingsadvies van de Kamer verkreeg een Amsterdamse fintech zijn vergunning en startte samen met een Qatarese investeringspartner.',
        },
        result: {
          en: 'Licensed in 7 months, serving 120 merchants',
          ar: 'الترخيص خلال 7 أشهر وخدمة 120 تاجرًا',
          nl: 'Binnen 7 maanden vergund, 120 aangesloten winkeliers',
        },
      },
      {
        sectorId: 'technology',
        title: {
          en: 'Greenhouses that feed a city',
          ar: 'بيوت محمية تغذي مدينة',
          nl: 'Kassen die een stad voeden',
        },
        partners: 'Westland Greenhouse Technology × Rawdat Food Industries',
        summary: {
          en: 'Dutch greenhouse technology and a Qatari food producer built climate-controlled farms that grow vegetables all year round.',
          ar: 'أنشأت تقنيات البيوت المحمية الهولندية مع منتج أغذية قطري مزارع مكيّفة المناخ تنتج الخضراوات على مدار العام.',
          nl: 'Nederlandse kastechnologie en een Qatarese voedselproducent bouwden klimaatgestuurde kassen waarin het hele jaar groenten worden geteeld.',
        },
        result: {
          en: '3,000 tonnes of vegetables a year, using 80% less water',
          ar: '3,000 طن من الخضراوات سنويًا باستهلاك مياه أقل بنسبة 80%',
          nl: '3.000 ton groenten per jaar met 80% minder water',
        },
      },
    ],
  },
  callToAction: {
    heading: {
      en: 'Find your place in these sectors',
      ar: 'اعثر على مكانك في هذه القطاعات',
      nl: 'Vind uw plek in deze sectoren',
    },
    text: {
      en: 'Members join sector working groups and trade missions. Our research goes deeper into each sector.',
      ar: 'ينضم الأعضاء إلى مجموعات العمل القطاعية والبعثات التجارية، وتتعمق أبحاثنا في كل قطاع.',
      nl: 'Leden nemen deel aan sectorwerkgroepen en handelsmissies. Ons onderzoek gaat dieper in op elke sector.',
    },
    primary: { label: { en: 'Become a Member', ar: 'انضمّوا إلى الغرفة', nl: 'Word lid' }, href: '/membership' },
    secondary: {
      label: { en: 'Read Our Research', ar: 'اطّلع على أبحاثنا', nl: 'Lees ons onderzoek' },
      href: '/market-info/publications',
    },
  },
};
