import type { Localized } from '@shared/locales';
import type { CallToActionContent, LinkContent, StatisticContent } from './content-types';

export type PartnerCountry = 'qatar' | 'netherlands';

interface MarketPartnerBase {
  type: Localized;
  description: Localized;
  services: Localized[];
  contact: { location: Localized };
  country: PartnerCountry;
}

/** A public institution; its website is the official one, verified by hand. */
export interface GovernmentPartner extends MarketPartnerBase {
  name: Localized;
  contact: { location: Localized; website: string };
}

/** Illustrative industry associations, so they have no website. */
export interface BusinessPartner extends MarketPartnerBase {
  name: string;
  members: Localized;
  established: number;
  focus: Localized[];
}

/** Illustrative research institutes, so they have no website. */
export interface AcademicPartner extends MarketPartnerBase {
  name: string;
  specialization: Localized;
  programs: Localized[];
  collaboration: Localized;
}

export interface MarketPartners {
  statistics: { heading: Localized; items: StatisticContent[] };
  government: { heading: Localized; intro: Localized; items: GovernmentPartner[] };
  business: { heading: Localized; intro: Localized; items: BusinessPartner[] };
  academic: { heading: Localized; intro: Localized; items: AcademicPartner[] };
  becomePartner: { heading: Localized; text: Localized; link: LinkContent };
  callToAction: CallToActionContent;
}

const doha: Localized = { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' };

export const marketPartners: MarketPartners = {
  statistics: {
    heading: { en: 'Our Network in Figures', ar: 'شبكتنا بالأرقام', nl: 'Ons netwerk in cijfers' },
    items: [
      { value: { en: '40+', ar: '40+', nl: '40+' }, label: { en: 'Partner organizations', ar: 'مؤسسة شريكة', nl: 'Partnerorganisaties' } },
      {
        value: { en: '15', ar: '15', nl: '15' },
        label: { en: 'Government and institutional partners', ar: 'شريكًا حكوميًا ومؤسسيًا', nl: 'Overheids- en institutionele partners' },
      },
      { value: { en: '18', ar: '18', nl: '18' }, label: { en: 'Industry associations', ar: 'جمعية صناعية', nl: 'Brancheverenigingen' } },
      {
        value: { en: '9', ar: '9', nl: '9' },
        label: { en: 'Universities and institutes', ar: 'جامعات ومعاهد', nl: 'Universiteiten en instituten' },
      },
    ],
  },
  government: {
    heading: { en: 'Government & Institutional Partners', ar: 'الشركاء الحكوميون والمؤسسيون', nl: 'Overheids- en institutionele partners' },
    intro: {
      en: 'The public bodies that promote trade and investment in each country, and the first places to look for official guidance.',
      ar: 'الجهات العامة التي تعزز التجارة والاستثمار في كل بلد، وأول ما ينبغي الرجوع إليه للحصول على الإرشادات الرسمية.',
      nl: 'De publieke organisaties die handel en investeringen in beide landen bevorderen, en de eerste plek voor officiële informatie.',
    },
    items: [
      {
        name: { en: 'Qatar Chamber', ar: 'غرفة قطر', nl: 'Qatar Chamber' },
        type: { en: 'Chamber of commerce and industry', ar: 'غرفة تجارة وصناعة', nl: 'Kamer van koophandel en industrie' },
        description: {
          en: 'Represents Qatar’s private sector and supports companies with registration, trade documents and business delegations.',
          ar: 'تمثّل القطاع الخاص في قطر وتدعم الشركات في التسجيل والوثائق التجارية ووفود الأعمال.',
          nl: 'Vertegenwoordigt de Qatarese private sector en ondersteunt bedrijven bij registratie, handelsdocumenten en zakelijke delegaties.',
        },
        services: [
          { en: 'Certificates of origin', ar: 'شهادات المنشأ', nl: 'Certificaten van oorsprong' },
          { en: 'Business delegations', ar: 'وفود الأعمال', nl: 'Zakelijke delegaties' },
        ],
        contact: { location: doha, website: 'https://www.qatarchamber.com' },
        country: 'qatar',
      },
      {
        name: { en: 'Qatar Financial Centre', ar: 'مركز قطر للمال', nl: 'Qatar Financial Centre' },
        type: { en: 'Business and financial centre', ar: 'مركز للأعمال والمال', nl: 'Zakelijk en financieel centrum' },
        description: {
          en: 'An onshore business and financial centre in Doha with its own legal, regulatory and tax framework for licensed firms.',
          ar: 'مركز محلي للأعمال والمال في الدوحة يتمتع بإطار قانوني وتنظيمي وضريبي خاص بالشركات المرخّصة فيه.',
          nl: 'Een onshore zakelijk en financieel centrum in Doha met een eigen juridisch, toezichts- en belastingkader voor vergunninghouders.',
        },
        services: [
          { en: 'Company licensing', ar: 'ترخيص الشركات', nl: 'Vergunningen voor bedrijven' },
          { en: 'Financial services regulation', ar: 'تنظيم الخدمات المالية', nl: 'Toezicht op financiële diensten' },
        ],
        contact: { location: doha, website: 'https://www.qfc.qa' },
        country: 'qatar',
      },
      {
        name: { en: 'Invest Qatar', ar: 'وكالة ترويج الاستثمار في قطر', nl: 'Invest Qatar' },
        type: { en: 'Investment promotion agency', ar: 'وكالة لترويج الاستثمار', nl: 'Agentschap voor investeringsbevordering' },
        description: {
          en: 'Qatar’s investment promotion agency, helping foreign companies find opportunities and establish themselves in the country.',
          ar: 'وكالة ترويج الاستثمار في قطر، تساعد الشركات الأجنبية على اكتشاف الفرص والتأسيس في الدولة.',
          nl: 'Het investeringsagentschap van Qatar, dat buitenlandse bedrijven helpt kansen te vinden en zich in het land te vestigen.',
        },
        services: [
          { en: 'Investment opportunities', ar: 'الفرص الاستثمارية', nl: 'Investeringskansen' },
          { en: 'Market entry support', ar: 'دعم دخول السوق', nl: 'Ondersteuning bij markttoetreding' },
        ],
        contact: { location: doha, website: 'https://www.invest.qa' },
        country: 'qatar',
      },
      {
        name: {
          en: 'Netherlands Enterprise Agency (RVO)',
          ar: 'الوكالة الهولندية للمشروعات (RVO)',
          nl: 'Rijksdienst voor Ondernemend Nederland (RVO)',
        },
        type: { en: 'Government agency', ar: 'وكالة حكومية', nl: 'Overheidsdienst' },
        description: {
          en: 'The Dutch government agency that helps entrepreneurs do business abroad with subsidies, financing and market information.',
          ar: 'الوكالة الحكومية الهولندية التي تساعد رواد الأعمال على ممارسة أعمالهم في الخارج من خلال المنح والتمويل والمعلومات عن الأسواق.',
          nl: 'De overheidsdienst die ondernemers helpt internationaal zaken te doen met subsidies, financiering en marktinformatie.',
        },
        services: [
          { en: 'Export financing and subsidies', ar: 'تمويل الصادرات والمنح', nl: 'Exportfinanciering en subsidies' },
          { en: 'Country and market information', ar: 'معلومات عن الدول والأسواق', nl: 'Landen- en marktinformatie' },
        ],
        contact: {
          location: { en: 'The Hague, Netherlands', ar: 'لاهاي، هولندا', nl: 'Den Haag, Nederland' },
          website: 'https://www.rvo.nl',
        },
        country: 'netherlands',
      },
      {
        name: {
          en: 'Netherlands Foreign Investment Agency (NFIA)',
          ar: 'الوكالة الهولندية للاستثمار الأجنبي (NFIA)',
          nl: 'Netherlands Foreign Investment Agency (NFIA)',
        },
        type: { en: 'Investment promotion agency', ar: 'وكالة لترويج الاستثمار', nl: 'Agentschap voor investeringsbevordering' },
        description: {
          en: 'Helps foreign companies, including Qatari investors, establish and expand their business in the Netherlands.',
          ar: 'تساعد الشركات الأجنبية، ومنها المستثمرون القطريون، على تأسيس أعمالها وتوسيعها في هولندا.',
          nl: 'Helpt buitenlandse bedrijven, waaronder Qatarese investeerders, zich in Nederland te vestigen en uit te breiden.',
        },
        services: [
          { en: 'Location advice', ar: 'الاستشارات بشأن اختيار الموقع', nl: 'Vestigingsadvies' },
          { en: 'Introductions to regional partners', ar: 'التعريف بالشركاء الإقليميين', nl: 'Introducties bij regionale partners' },
        ],
        contact: {
          location: { en: 'The Hague, Netherlands', ar: 'لاهاي، هولندا', nl: 'Den Haag, Nederland' },
          website: 'https://investinholland.com',
        },
        country: 'netherlands',
      },
      {
        name: { en: 'Netherlands Chamber of Commerce (KVK)', ar: 'غرفة التجارة الهولندية (KVK)', nl: 'Kamer van Koophandel (KVK)' },
        type: { en: 'Business register and information', ar: 'السجل التجاري والمعلومات', nl: 'Handelsregister en informatie' },
        description: {
          en: 'Keeps the Dutch business register and informs entrepreneurs about starting and running a company in the Netherlands.',
          ar: 'تدير السجل التجاري الهولندي وتزوّد رواد الأعمال بالمعلومات حول تأسيس الشركات وإدارتها في هولندا.',
          nl: 'Beheert het Nederlandse Handelsregister en informeert ondernemers over het starten en runnen van een bedrijf in Nederland.',
        },
        services: [
          { en: 'Company registration', ar: 'تسجيل الشركات', nl: 'Inschrijving van bedrijven' },
          { en: 'Business information and advice', ar: 'معلومات واستشارات للأعمال', nl: 'Ondernemersinformatie en advies' },
        ],
        contact: {
          location: { en: 'Utrecht, Netherlands', ar: 'أوتريخت، هولندا', nl: 'Utrecht, Nederland' },
          website: 'https://www.kvk.nl',
        },
        country: 'netherlands',
      },
    ],
  },
  business: {
    heading: { en: 'Business & Industry Partners', ar: 'شركاء الأعمال والصناعة', nl: 'Bedrijfs- en brancheorganisaties' },
    intro: {
      en: 'Industry associations that bring their members’ expertise to our working groups and missions.',
      ar: 'جمعيات صناعية تضع خبرات أعضائها في خدمة مجموعات العمل والبعثات التي ننظمها.',
      nl: 'Brancheverenigingen die de expertise van hun leden inbrengen in onze werkgroepen en missies.',
    },
    items: [
      {
        name: 'Holland Gulf Trade Network',
        type: { en: 'Trade association', ar: 'جمعية تجارية', nl: 'Handelsvereniging' },
        description: {
          en: 'Dutch exporters active across the Gulf region, sharing market contacts and joint trade fair pavilions.',
          ar: 'مصدّرون هولنديون ينشطون في منطقة الخليج، يتبادلون العلاقات في الأسواق ويشاركون في أجنحة مشتركة بالمعارض التجارية.',
          nl: 'Nederlandse exporteurs die actief zijn in de Golfregio en marktcontacten en gezamenlijke beurspaviljoens delen.',
        },
        services: [
          { en: 'Joint trade fair pavilions', ar: 'أجنحة مشتركة في المعارض التجارية', nl: 'Gezamenlijke beurspaviljoens' },
          { en: 'Export training', ar: 'التدريب على التصدير', nl: 'Exporttrainingen' },
        ],
        contact: { location: { en: 'Rotterdam, Netherlands', ar: 'روتردام، هولندا', nl: 'Rotterdam, Nederland' } },
        country: 'netherlands',
        members: { en: '320 member companies', ar: '320 شركة عضوًا', nl: '320 aangesloten bedrijven' },
        established: 1998,
        focus: [
          { en: 'Logistics', ar: 'الخدمات اللوجستية', nl: 'Logistiek' },
          { en: 'Agrifood', ar: 'الأغذية الزراعية', nl: 'Agrifood' },
          { en: 'Engineering', ar: 'الهندسة', nl: 'Engineering' },
        ],
      },
      {
        name: 'Qatar Logistics & Freight Association',
        type: { en: 'Industry association', ar: 'جمعية صناعية', nl: 'Brancheorganisatie' },
        description: {
          en: 'Freight forwarders, shipping lines and warehouse operators working to make Qatar a regional logistics hub.',
          ar: 'وكلاء شحن وخطوط ملاحية ومشغلو مستودعات يعملون على جعل قطر مركزًا لوجستيًا إقليميًا.',
          nl: 'Expediteurs, rederijen en warehouse-operators die Qatar tot een regionaal logistiek knooppunt willen maken.',
        },
        services: [
          { en: 'Customs and freight guidance', ar: 'إرشادات الجمارك والشحن', nl: 'Advies over douane en vracht' },
          { en: 'Partner matchmaking', ar: 'المطابقة بين الشركاء', nl: 'Matchmaking met partners' },
        ],
        contact: { location: doha },
        country: 'qatar',
        members: { en: '140 member companies', ar: '140 شركة عضوًا', nl: '140 aangesloten bedrijven' },
        established: 2009,
        focus: [
          { en: 'Shipping', ar: 'الشحن البحري', nl: 'Scheepvaart' },
          { en: 'Air cargo', ar: 'الشحن الجوي', nl: 'Luchtvracht' },
          { en: 'Warehousing', ar: 'التخزين', nl: 'Opslag' },
        ],
      },
      {
        name: 'Dutch Water Technology Alliance',
        type: { en: 'Sector alliance', ar: 'تحالف قطاعي', nl: 'Sectoralliantie' },
        description: {
          en: 'Companies in desalination, water reuse and coastal engineering that partner on projects in arid regions.',
          ar: 'شركات متخصصة في تحلية المياه وإعادة استخدامها والهندسة الساحلية تتشارك في مشروعات بالمناطق الجافة.',
          nl: 'Bedrijven in ontzilting, waterhergebruik en kustwaterbouw die samenwerken aan projecten in droge gebieden.',
        },
        services: [
          { en: 'Project consortia', ar: 'تحالفات المشروعات', nl: 'Projectconsortia' },
          { en: 'Technology showcases', ar: 'عروض تقنية', nl: 'Technologiedemonstraties' },
        ],
        contact: { location: { en: 'Delft, Netherlands', ar: 'دلفت، هولندا', nl: 'Delft, Nederland' } },
        country: 'netherlands',
        members: { en: '85 member companies', ar: '85 شركة عضوًا', nl: '85 aangesloten bedrijven' },
        established: 2012,
        focus: [
          { en: 'Desalination', ar: 'تحلية المياه', nl: 'Ontzilting' },
          { en: 'Coastal protection', ar: 'حماية السواحل', nl: 'Kustbescherming' },
          { en: 'Water reuse', ar: 'إعادة استخدام المياه', nl: 'Waterhergebruik' },
        ],
      },
      {
        name: 'Doha Fintech Circle',
        type: { en: 'Business network', ar: 'شبكة أعمال', nl: 'Zakelijk netwerk' },
        description: {
          en: 'Founders, banks and investors building Qatar’s financial technology ecosystem.',
          ar: 'مؤسسون وبنوك ومستثمرون يبنون منظومة التقنية المالية في قطر.',
          nl: 'Oprichters, banken en investeerders die het Qatarese fintech-ecosysteem opbouwen.',
        },
        services: [
          { en: 'Investor days', ar: 'أيام المستثمرين', nl: 'Investeerdersdagen' },
          { en: 'Regulatory roundtables', ar: 'طاولات مستديرة تنظيمية', nl: 'Rondetafels over regelgeving' },
        ],
        contact: { location: doha },
        country: 'qatar',
        members: { en: '60 member companies', ar: '60 شركة عضوًا', nl: '60 aangesloten bedrijven' },
        established: 2019,
        focus: [
          { en: 'Payments', ar: 'المدفوعات', nl: 'Betalingen' },
          { en: 'Islamic finance', ar: 'التمويل الإسلامي', nl: 'Islamitisch financieren' },
          { en: 'Venture capital', ar: 'رأس المال الجريء', nl: 'Durfkapitaal' },
        ],
      },
    ],
  },
  academic: {
    heading: { en: 'Academic & Research Partners', ar: 'الشركاء الأكاديميون والبحثيون', nl: 'Academische en onderzoekspartners' },
    intro: {
      en: 'Institutes that contribute research, talent and exchange programmes to the relationship.',
      ar: 'معاهد تسهم بالأبحاث والكفاءات وبرامج التبادل في تعزيز العلاقة بين البلدين.',
      nl: 'Instituten die onderzoek, talent en uitwisselingsprogramma’s bijdragen aan de relatie.',
    },
    items: [
      {
        name: 'Gulf Energy Transition Institute',
        type: { en: 'Research institute', ar: 'معهد أبحاث', nl: 'Onderzoeksinstituut' },
        description: {
          en: 'Applied research on hydrogen, carbon capture and efficient gas processing.',
          ar: 'أبحاث تطبيقية في الهيدروجين واحتجاز الكربون والمعالجة الفعالة للغاز.',
          nl: 'Toegepast onderzoek naar waterstof, CO2-afvang en efficiënte gasverwerking.',
        },
        services: [{ en: 'Joint research projects', ar: 'مشروعات بحثية مشتركة', nl: 'Gezamenlijke onderzoeksprojecten' }],
        contact: { location: doha },
        country: 'qatar',
        specialization: { en: 'Energy transition', ar: 'تحول الطاقة', nl: 'Energietransitie' },
        programs: [
          { en: 'Hydrogen research', ar: 'أبحاث الهيدروجين', nl: 'Waterstofonderzoek' },
          { en: 'Executive education', ar: 'التعليم التنفيذي', nl: 'Executive education' },
        ],
        collaboration: {
          en: 'Co-authors our energy sector studies and hosts our annual energy roundtable.',
          ar: 'يشارك في إعداد دراساتنا عن قطاع الطاقة ويستضيف طاولتنا المستديرة السنوية للطاقة.',
          nl: 'Schrijft mee aan onze energiestudies en is gastheer van onze jaarlijkse energierondetafel.',
        },
      },
      {
        name: 'Lowlands Institute for Water & Climate',
        type: { en: 'University institute', ar: 'معهد جامعي', nl: 'Universitair instituut' },
        description: {
          en: 'Known for research in water management, coastal engineering and climate adaptation.',
          ar: 'معروف بأبحاثه في إدارة المياه والهندسة الساحلية والتكيّف مع تغيّر المناخ.',
          nl: 'Bekend om onderzoek naar waterbeheer, kustwaterbouw en klimaatadaptatie.',
        },
        services: [{ en: 'Feasibility studies', ar: 'دراسات الجدوى', nl: 'Haalbaarheidsstudies' }],
        contact: { location: { en: 'Delft, Netherlands', ar: 'دلفت، هولندا', nl: 'Delft, Nederland' } },
        country: 'netherlands',
        specialization: { en: 'Water and climate adaptation', ar: 'المياه والتكيّف المناخي', nl: 'Water en klimaatadaptatie' },
        programs: [
          { en: 'Coastal engineering master’s', ar: 'ماجستير الهندسة الساحلية', nl: 'Master kustwaterbouw' },
          { en: 'Visiting researcher scheme', ar: 'برنامج الباحثين الزائرين', nl: 'Gastonderzoekersprogramma' },
        ],
        collaboration: {
          en: 'Works with us on coastal resilience studies and student exchanges with Qatar.',
          ar: 'يتعاون معنا في دراسات المرونة الساحلية وبرامج تبادل الطلاب مع قطر.',
          nl: 'Werkt met ons samen aan studies naar kustbestendigheid en studentenuitwisselingen met Qatar.',
        },
      },
      {
        name: 'Rotterdam Centre for Trade & Port Economics',
        type: { en: 'Research centre', ar: 'مركز أبحاث', nl: 'Onderzoekscentrum' },
        description: {
          en: 'Studies global trade flows, supply chains and the economics of port cities.',
          ar: 'يدرس تدفقات التجارة العالمية وسلاسل الإمداد واقتصاديات المدن المينائية.',
          nl: 'Onderzoekt wereldwijde handelsstromen, toeleveringsketens en de economie van havensteden.',
        },
        services: [{ en: 'Trade data analysis', ar: 'تحليل بيانات التجارة', nl: 'Analyse van handelsdata' }],
        contact: { location: { en: 'Rotterdam, Netherlands', ar: 'روتردام، هولندا', nl: 'Rotterdam, Nederland' } },
        country: 'netherlands',
        specialization: { en: 'Trade and logistics', ar: 'التجارة والخدمات اللوجستية', nl: 'Handel en logistiek' },
        programs: [
          { en: 'Supply chain research', ar: 'أبحاث سلاسل الإمداد', nl: 'Onderzoek naar toeleveringsketens' },
          { en: 'Port management courses', ar: 'دورات في إدارة الموانئ', nl: 'Cursussen havenmanagement' },
        ],
        collaboration: {
          en: 'Provides the trade data behind our annual Trade Outlook.',
          ar: 'يوفّر بيانات التجارة التي يستند إليها تقريرنا السنوي لآفاق التجارة.',
          nl: 'Levert de handelsdata achter onze jaarlijkse Handelsvooruitzichten.',
        },
      },
    ],
  },
  becomePartner: {
    heading: { en: 'Become a Partner', ar: 'كن شريكًا', nl: 'Word partner' },
    text: {
      en: 'Does your organization strengthen ties between Qatar and the Netherlands? Talk to our management team about a partnership.',
      ar: 'هل تسهم مؤسستكم في تعزيز الروابط بين قطر وهولندا؟ تحدّثوا إلى فريق الإدارة لدينا بشأن الشراكة.',
      nl: 'Versterkt uw organisatie de banden tussen Qatar en Nederland? Bespreek een partnerschap met ons managementteam.',
    },
    link: {
      label: { en: 'Become a Partner', ar: 'كن شريكًا', nl: 'Word partner' },
      href: '/contact?department=management',
    },
  },
  callToAction: {
    heading: {
      en: 'Put our network to work for you',
      ar: 'استفد من شبكتنا لصالح أعمالك',
      nl: 'Zet ons netwerk voor u aan het werk',
    },
    text: {
      en: 'Members get introductions to these partners. Start with the market overview if you are new to either country.',
      ar: 'يحظى الأعضاء بالتعريف بهؤلاء الشركاء. وإن كنت جديدًا على أي من البلدين، فابدأ بالنظرة العامة على السوق.',
      nl: 'Leden worden geïntroduceerd bij deze partners. Bent u nieuw in een van beide landen, begin dan met het marktoverzicht.',
    },
    primary: { label: { en: 'Become a Member', ar: 'انضمّوا إلى الغرفة', nl: 'Word lid' }, href: '/membership' },
    secondary: {
      label: { en: 'Market Overview', ar: 'نظرة عامة على السوق', nl: 'Marktoverzicht' },
      href: '/market-info/overview',
    },
  },
};
