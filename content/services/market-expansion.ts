import type { MarketExpansionContent } from './page-schemas';

const talkToMarketExpansion = '/contact?department=market-expansion';

/** /services/market-expansion: both markets, support areas, the four phases and the track record. */
export const marketExpansion: MarketExpansionContent = {
  heroActions: [
    {
      label: { en: 'Start Your Expansion', ar: 'ابدؤوا توسعكم', nl: 'Start uw expansie' },
      href: talkToMarketExpansion,
    },
    {
      label: { en: 'See Our Approach', ar: 'تعرّفوا على منهجيتنا', nl: 'Bekijk onze aanpak' },
      href: '#process',
    },
  ],
  markets: {
    heading: { en: 'Two Markets, One Partner', ar: 'سوقان وشريك واحد', nl: 'Twee markten, één partner' },
    intro: {
      en: 'Each market has its own rules, customs and opportunities. We know both from the inside.',
      ar: 'لكل سوق قواعده وأعرافه وفرصه الخاصة، ونحن نعرف السوقين من الداخل.',
      nl: 'Elke markt heeft eigen regels, gewoonten en kansen. Wij kennen ze allebei van binnenuit.',
    },
    items: [
      {
        country: 'qatar',
        title: { en: 'Expanding into Qatar', ar: 'التوسع في قطر', nl: 'Uitbreiden naar Qatar' },
        description: {
          en: 'For Dutch and European companies: a stable, high-income economy and a gateway to the wider Gulf region.',
          ar: 'للشركات الهولندية والأوروبية: اقتصاد مستقر مرتفع الدخل وبوابة إلى منطقة الخليج الأوسع.',
          nl: 'Voor Nederlandse en Europese bedrijven: een stabiele economie met hoge inkomens en een toegangspoort tot de bredere Golfregio.',
        },
        points: [
          {
            en: 'Full foreign ownership possible through the Qatar Financial Centre and the free zones',
            ar: 'إمكانية التملك الأجنبي الكامل عبر مركز قطر للمال والمناطق الحرة',
            nl: 'Volledig buitenlands eigendom mogelijk via het Qatar Financial Centre en de vrije zones',
          },
          {
            en: 'Strong demand in energy, infrastructure, food security and technology',
            ar: 'طلب قوي في قطاعات الطاقة والبنية التحتية والأمن الغذائي والتكنولوجيا',
            nl: 'Sterke vraag in energie, infrastructuur, voedselzekerheid en technologie',
          },
          {
            en: 'Relationship-driven business culture where introductions matter',
            ar: 'ثقافة أعمال قائمة على العلاقات، حيث تُحدث التعارفات الصحيحة فرقًا كبيرًا',
            nl: 'Een zakencultuur die draait om relaties, waarin introducties het verschil maken',
          },
        ],
      },
      {
        country: 'netherlands',
        title: {
          en: 'Expanding into the Netherlands',
          ar: 'التوسع في هولندا',
          nl: 'Uitbreiden naar Nederland',
        },
        description: {
          en: 'For Qatari and Gulf companies: an open, international economy at the heart of the European single market.',
          ar: 'للشركات القطرية والخليجية: اقتصاد منفتح ودولي في قلب السوق الأوروبية الموحدة.',
          nl: 'Voor Qatarese bedrijven en bedrijven uit de Golfregio: een open, internationale economie in het hart van de Europese interne markt.',
        },
        points: [
          {
            en: 'Access to the European Union through Rotterdam, Europe’s largest port, and Schiphol',
            ar: 'الوصول إلى الاتحاد الأوروبي عبر روتردام، أكبر موانئ أوروبا، ومطار سخيبول',
            nl: 'Toegang tot de Europese Unie via Rotterdam, de grootste haven van Europa, en Schiphol',
          },
          {
            en: 'World-class clusters in agri-food, water, logistics, high-tech and clean energy',
            ar: 'تجمعات صناعية عالمية المستوى في الأغذية الزراعية والمياه والخدمات اللوجستية والتقنيات المتقدمة والطاقة النظيفة',
            nl: 'Clusters van wereldklasse in agrifood, water, logistiek, hightech en schone energie',
          },
          {
            en: 'A direct, consensus-based business culture with English widely spoken',
            ar: 'ثقافة أعمال مباشرة قائمة على التوافق، مع انتشار واسع للغة الإنجليزية',
            nl: 'Een directe zakencultuur gericht op consensus, waarin Engels breed wordt gesproken',
          },
        ],
      },
    ],
  },
  support: {
    heading: { en: 'How We Support Your Expansion', ar: 'كيف ندعم توسعكم', nl: 'Hoe wij uw expansie ondersteunen' },
    intro: {
      en: 'Practical help in the four areas that decide whether a market entry succeeds.',
      ar: 'مساعدة عملية في المجالات الأربعة التي تحدد نجاح دخول السوق.',
      nl: 'Praktische hulp op de vier terreinen die bepalen of een markttoetreding slaagt.',
    },
    items: [
      {
        icon: 'chart-line',
        title: { en: 'Market Intelligence', ar: 'معلومات السوق', nl: 'Marktinformatie' },
        description: {
          en: 'Sector analysis, demand and competition, so you enter with facts rather than assumptions.',
          ar: 'تحليل القطاعات والطلب والمنافسة، لتدخلوا السوق مستندين إلى الحقائق لا إلى الافتراضات.',
          nl: 'Sectoranalyse, vraag en concurrentie, zodat u de markt betreedt op basis van feiten in plaats van aannames.',
        },
        points: [
          { en: 'Sector and competitor analysis', ar: 'تحليل القطاع والمنافسين', nl: 'Sector- en concurrentieanalyse' },
          { en: 'Pricing and demand research', ar: 'دراسة الأسعار والطلب', nl: 'Onderzoek naar prijzen en vraag' },
          { en: 'Entry strategy workshop', ar: 'ورشة عمل لاستراتيجية الدخول', nl: 'Workshop toetredingsstrategie' },
        ],
      },
      {
        icon: 'handshake',
        title: { en: 'Partner Matchmaking', ar: 'التوفيق بين الشركاء', nl: 'Partnermatchmaking' },
        description: {
          en: 'Introductions to vetted distributors, agents, customers and investors from our member network.',
          ar: 'تعارف مع موزعين ووكلاء وعملاء ومستثمرين موثوقين من شبكة أعضائنا.',
          nl: 'Introducties bij gescreende distributeurs, agenten, klanten en investeerders uit ons ledennetwerk.',
        },
        points: [
          { en: 'Shortlists of vetted partners', ar: 'قوائم مختصرة بشركاء موثوقين', nl: 'Shortlists van gescreende partners' },
          { en: 'Arranged introduction meetings', ar: 'تنظيم لقاءات التعارف', nl: 'Georganiseerde kennismakingsgesprekken' },
          { en: 'Due diligence support', ar: 'دعم في إجراءات العناية الواجبة', nl: 'Ondersteuning bij due diligence' },
        ],
      },
      {
        icon: 'building',
        title: { en: 'Business Setup', ar: 'تأسيس الأعمال', nl: 'Bedrijfsopzet' },
        description: {
          en: 'Choosing the right legal form, registration, licences, banking and office space.',
          ar: 'اختيار الشكل القانوني المناسب والتسجيل والتراخيص والخدمات المصرفية والمكاتب.',
          nl: 'De juiste rechtsvorm kiezen, inschrijving, vergunningen, bankzaken en kantoorruimte.',
        },
        points: [
          { en: 'Legal entity and registration', ar: 'الكيان القانوني والتسجيل', nl: 'Rechtsvorm en inschrijving' },
          { en: 'Licences and permits', ar: 'التراخيص والتصاريح', nl: 'Vergunningen en ontheffingen' },
          { en: 'Bank account and office', ar: 'الحساب المصرفي والمكتب', nl: 'Bankrekening en kantoor' },
        ],
      },
      {
        icon: 'compass',
        title: { en: 'Regulatory Guidance', ar: 'الإرشاد التنظيمي', nl: 'Begeleiding bij regelgeving' },
        description: {
          en: 'Clear guidance on product rules, import requirements, standards and local content.',
          ar: 'إرشاد واضح بشأن قواعد المنتجات ومتطلبات الاستيراد والمواصفات والمحتوى المحلي.',
          nl: 'Duidelijke begeleiding bij productregels, importeisen, normen en lokale-inhoudvereisten.',
        },
        points: [
          { en: 'Import and customs requirements', ar: 'متطلبات الاستيراد والجمارك', nl: 'Import- en douane-eisen' },
          { en: 'Product standards and certification', ar: 'مواصفات المنتجات وشهادات المطابقة', nl: 'Productnormen en certificering' },
          {
            en: 'Local content and procurement rules',
            ar: 'قواعد المحتوى المحلي والمشتريات',
            nl: 'Regels voor lokale inhoud en aanbesteding',
          },
        ],
      },
    ],
  },
  process: {
    heading: { en: 'Our Four-Phase Approach', ar: 'منهجيتنا في أربع مراحل', nl: 'Onze aanpak in vier fasen' },
    intro: {
      en: 'A structured path from first assessment to a running operation, with a fixed point of contact throughout.',
      ar: 'مسار منظم من التقييم الأول حتى بدء التشغيل، مع جهة اتصال ثابتة طوال الوقت.',
      nl: 'Een gestructureerd traject van de eerste analyse tot een draaiende vestiging, met één vast aanspreekpunt.',
    },
    steps: [
      {
        duration: { en: 'Weeks 1-2', ar: 'الأسبوعان 1-2', nl: 'Week 1-2' },
        title: { en: 'Assessment', ar: 'التقييم', nl: 'Analyse' },
        description: {
          en: 'We review your goals, products and readiness, and agree on the markets and questions that matter.',
          ar: 'نراجع أهدافكم ومنتجاتكم ومدى جاهزيتكم، ونتفق على الأسواق والمسائل ذات الأولوية.',
          nl: 'Wij bekijken uw doelen, producten en gereedheid en spreken af welke markten en vragen ertoe doen.',
        },
      },
      {
        duration: { en: 'Weeks 3-6', ar: 'الأسابيع 3-6', nl: 'Week 3-6' },
        title: { en: 'Market Research and Strategy', ar: 'دراسة السوق والاستراتيجية', nl: 'Marktonderzoek en strategie' },
        description: {
          en: 'We research the market, shortlist partners and turn the findings into an entry plan with a budget.',
          ar: 'ندرس السوق ونعدّ قائمة مختصرة بالشركاء ونحوّل النتائج إلى خطة دخول مع ميزانية.',
          nl: 'Wij onderzoeken de markt, stellen een shortlist van partners op en vertalen de bevindingen naar een toetredingsplan met budget.',
        },
      },
      {
        duration: { en: 'Weeks 7-16', ar: 'الأسابيع 7-16', nl: 'Week 7-16' },
        title: { en: 'Setup and Launch', ar: 'التأسيس والانطلاق', nl: 'Opzet en lancering' },
        description: {
          en: 'We guide registration, licences and first partner meetings until you are ready to trade.',
          ar: 'نرافقكم في التسجيل والتراخيص ولقاءات الشركاء الأولى حتى تصبحوا جاهزين لممارسة النشاط.',
          nl: 'Wij begeleiden inschrijving, vergunningen en de eerste partnergesprekken tot u klaar bent om zaken te doen.',
        },
      },
      {
        duration: { en: 'Ongoing', ar: 'دعم مستمر', nl: 'Doorlopend' },
        title: { en: 'Growth Support', ar: 'دعم النمو', nl: 'Groeiondersteuning' },
        description: {
          en: 'Events, introductions and advice from the chamber network as your business grows.',
          ar: 'فعاليات وتعارفات واستشارات من شبكة الغرفة مع نمو أعمالكم.',
          nl: 'Evenementen, introducties en advies uit het netwerk van de Kamer terwijl uw bedrijf groeit.',
        },
      },
    ],
  },
  trackRecord: {
    heading: { en: 'Our Track Record', ar: 'سجل إنجازاتنا', nl: 'Onze staat van dienst' },
    intro: {
      en: 'Companies from both countries have grown across the border with our support.',
      ar: 'نمت شركات من البلدين عبر الحدود بدعم منا.',
      nl: 'Bedrijven uit beide landen zijn met onze steun over de grens gegroeid.',
    },
  },
  cta: {
    heading: {
      en: 'Take the First Step Towards a New Market',
      ar: 'اتخذوا الخطوة الأولى نحو سوق جديدة',
      nl: 'Zet de eerste stap naar een nieuwe markt',
    },
    text: {
      en: 'Book an introductory conversation with our market expansion team. We will tell you honestly what it takes.',
      ar: 'احجزوا محادثة تعريفية مع فريق التوسع في الأسواق، وسنخبركم بصراحة بما يتطلبه الأمر.',
      nl: 'Plan een kennismakingsgesprek met ons team marktuitbreiding. Wij vertellen u eerlijk wat ervoor nodig is.',
    },
    primary: {
      label: { en: 'Contact Market Expansion', ar: 'تواصلوا مع فريق التوسع', nl: 'Neem contact met ons op' },
      href: talkToMarketExpansion,
    },
  },
};
