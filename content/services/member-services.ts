import type { MemberServicesContent } from './page-schemas';

const talkToMemberServices = '/contact?department=member-services';

/** /services/member-services: the provider network's categories, quality, featured providers and how it works. */
export const memberServices: MemberServicesContent = {
  heroActions: [
    {
      label: { en: 'Search Service Providers', ar: 'ابحثوا عن مزودي الخدمات', nl: 'Zoek dienstverleners' },
      href: '#categories',
    },
    {
      label: { en: 'Become a Provider', ar: 'انضموا كمزود خدمة', nl: 'Word dienstverlener' },
      href: talkToMemberServices,
    },
  ],
  categories: {
    heading: { en: 'Service Categories', ar: 'فئات الخدمات', nl: 'Dienstencategorieën' },
    intro: {
      en: 'Verified providers in four main categories, each vetted by the chamber.',
      ar: 'مزودو خدمات موثوقون في أربع فئات رئيسية، تحققت الغرفة من كل منهم.',
      nl: 'Geverifieerde dienstverleners in vier hoofdcategorieën, elk door de Kamer gescreend.',
    },
    browse: {
      label: { en: 'Browse', ar: 'تصفّح', nl: 'Bekijken' },
      href: '#featured-providers',
    },
    items: [
      {
        icon: 'briefcase',
        title: { en: 'Professional Services', ar: 'الخدمات المهنية', nl: 'Professionele diensten' },
        description: {
          en: 'Advisors for the legal, financial and people side of your business.',
          ar: 'مستشارون في الجوانب القانونية والمالية والبشرية لأعمالكم.',
          nl: 'Adviseurs voor de juridische, financiële en personele kant van uw bedrijf.',
        },
        providerCount: 45,
        subcategories: [
          { en: 'Legal services', ar: 'الخدمات القانونية', nl: 'Juridische diensten' },
          { en: 'Accounting and audit', ar: 'المحاسبة والتدقيق', nl: 'Accountancy en controle' },
          { en: 'Management consulting', ar: 'الاستشارات الإدارية', nl: 'Managementadvies' },
          { en: 'Human resources', ar: 'الموارد البشرية', nl: 'Human resources' },
        ],
      },
      {
        icon: 'wrench',
        title: { en: 'Technical Services', ar: 'الخدمات التقنية', nl: 'Technische diensten' },
        description: {
          en: 'Engineers and technology specialists for projects in both countries.',
          ar: 'مهندسون ومتخصصون في التكنولوجيا لمشاريعكم في البلدين.',
          nl: 'Ingenieurs en technologiespecialisten voor projecten in beide landen.',
        },
        providerCount: 32,
        subcategories: [
          { en: 'IT and software', ar: 'تقنية المعلومات والبرمجيات', nl: 'IT en software' },
          { en: 'Engineering', ar: 'الهندسة', nl: 'Engineering' },
          { en: 'Architecture and design', ar: 'العمارة والتصميم', nl: 'Architectuur en ontwerp' },
          { en: 'Environmental services', ar: 'الخدمات البيئية', nl: 'Milieudiensten' },
        ],
      },
      {
        icon: 'clipboard-check',
        title: { en: 'Business Support', ar: 'دعم الأعمال', nl: 'Zakelijke ondersteuning' },
        description: {
          en: 'Practical services that keep daily operations running smoothly.',
          ar: 'خدمات عملية تضمن سير العمليات اليومية بسلاسة.',
          nl: 'Praktische diensten die de dagelijkse bedrijfsvoering soepel laten verlopen.',
        },
        providerCount: 28,
        subcategories: [
          { en: 'Translation and interpreting', ar: 'الترجمة التحريرية والفورية', nl: 'Vertalen en tolken' },
          { en: 'Logistics and freight', ar: 'الخدمات اللوجستية والشحن', nl: 'Logistiek en vracht' },
          { en: 'Marketing and communications', ar: 'التسويق والاتصال', nl: 'Marketing en communicatie' },
          { en: 'Office and real estate', ar: 'المكاتب والعقارات', nl: 'Kantoor en vastgoed' },
        ],
      },
      {
        icon: 'award',
        title: { en: 'Specialized Expertise', ar: 'الخبرات المتخصصة', nl: 'Gespecialiseerde expertise' },
        description: {
          en: 'Niche specialists for the sectors that define Qatar–Netherlands trade.',
          ar: 'متخصصون في مجالات دقيقة للقطاعات التي تميّز التجارة بين قطر وهولندا.',
          nl: 'Nichespecialisten voor de sectoren die de handel tussen Qatar en Nederland bepalen.',
        },
        providerCount: 21,
        subcategories: [
          { en: 'Energy consulting', ar: 'استشارات الطاقة', nl: 'Energieadvies' },
          { en: 'Maritime services', ar: 'الخدمات البحرية', nl: 'Maritieme dienstverlening' },
          { en: 'Agri-tech', ar: 'التقنيات الزراعية', nl: 'Agritech' },
          { en: 'Cultural training', ar: 'التدريب الثقافي', nl: 'Culturele training' },
        ],
      },
    ],
  },
  quality: {
    heading: { en: 'Quality Assurance', ar: 'ضمان الجودة', nl: 'Kwaliteitsborging' },
    intro: {
      en: 'Every provider in the network meets the same standards before members see them.',
      ar: 'يستوفي كل مزود خدمة في الشبكة المعايير نفسها قبل أن يُعرض على الأعضاء.',
      nl: 'Elke dienstverlener in het netwerk voldoet aan dezelfde eisen voordat leden hem te zien krijgen.',
    },
    items: [
      {
        icon: 'badge-check',
        title: { en: 'Verified Credentials', ar: 'مؤهلات موثّقة', nl: 'Geverifieerde kwalificaties' },
        description: {
          en: 'We check registrations, licences and professional qualifications.',
          ar: 'نتحقق من السجلات التجارية والتراخيص والمؤهلات المهنية.',
          nl: 'Wij controleren inschrijvingen, vergunningen en beroepskwalificaties.',
        },
      },
      {
        icon: 'user-check',
        title: { en: 'Member References', ar: 'توصيات الأعضاء', nl: 'Referenties van leden' },
        description: {
          en: 'Each provider is recommended by chamber members who worked with them.',
          ar: 'يحظى كل مزود خدمة بتوصية من أعضاء في الغرفة سبق لهم التعامل معه.',
          nl: 'Elke dienstverlener wordt aanbevolen door leden van de Kamer die met hem hebben gewerkt.',
        },
      },
      {
        icon: 'scroll-text',
        title: { en: 'Service Standards', ar: 'معايير الخدمة', nl: 'Servicenormen' },
        description: {
          en: 'Providers commit to clear quotes, response times and confidentiality.',
          ar: 'يلتزم مزودو الخدمات بعروض أسعار واضحة وأوقات استجابة محددة وبالسرية.',
          nl: 'Dienstverleners verbinden zich aan heldere offertes, reactietijden en vertrouwelijkheid.',
        },
      },
      {
        icon: 'eye',
        title: { en: 'Ongoing Reviews', ar: 'مراجعات مستمرة', nl: 'Doorlopende beoordeling' },
        description: {
          en: 'Member feedback is reviewed every year, and providers who fall short leave the network.',
          ar: 'نراجع آراء الأعضاء سنويًا، ويغادر الشبكة من لا يفي بالمعايير من مزودي الخدمات.',
          nl: 'Feedback van leden wordt jaarlijks beoordeeld; dienstverleners die tekortschieten verlaten het netwerk.',
        },
      },
    ],
  },
  featured: {
    heading: { en: 'Featured Providers', ar: 'مزودو خدمات مميزون', nl: 'Uitgelichte dienstverleners' },
    intro: {
      en: 'A selection of highly rated providers from our network.',
      ar: 'مختارات من مزودي الخدمات الحاصلين على أعلى التقييمات في شبكتنا.',
      nl: 'Een selectie van hoog gewaardeerde dienstverleners uit ons netwerk.',
    },
    contact: {
      label: { en: 'Contact Provider', ar: 'تواصلوا مع مزود الخدمة', nl: 'Neem contact op' },
      href: talkToMemberServices,
    },
    items: [
      {
        company: 'Al Bidda Legal Consultants',
        category: { en: 'Professional Services', ar: 'الخدمات المهنية', nl: 'Professionele diensten' },
        location: { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' },
        specialization: { en: 'Corporate and commercial law', ar: 'قانون الشركات والقانون التجاري', nl: 'Ondernemings- en handelsrecht' },
        experience: { en: '18 years', ar: '18 عامًا', nl: '18 jaar' },
        rating: 4.9,
        languages: [
          { en: 'Arabic', ar: 'العربية', nl: 'Arabisch' },
          { en: 'English', ar: 'الإنجليزية', nl: 'Engels' },
          { en: 'French', ar: 'الفرنسية', nl: 'Frans' },
        ],
        certifications: ['QFC Licensed', 'ISO 9001'],
      },
      {
        company: 'Van Dijk Engineering Partners',
        category: { en: 'Technical Services', ar: 'الخدمات التقنية', nl: 'Technische diensten' },
        location: { en: 'Rotterdam, the Netherlands', ar: 'روتردام، هولندا', nl: 'Rotterdam, Nederland' },
        specialization: { en: 'Port and water infrastructure', ar: 'البنية التحتية للموانئ والمياه', nl: 'Haven- en waterinfrastructuur' },
        experience: { en: '25 years', ar: '25 عامًا', nl: '25 jaar' },
        rating: 4.8,
        languages: [
          { en: 'Dutch', ar: 'الهولندية', nl: 'Nederlands' },
          { en: 'English', ar: 'الإنجليزية', nl: 'Engels' },
          { en: 'German', ar: 'الألمانية', nl: 'Duits' },
          { en: 'Arabic', ar: 'العربية', nl: 'Arabisch' },
        ],
        certifications: ['ISO 9001', 'ISO 14001'],
      },
      {
        company: 'Pearl Bridge Translations',
        category: { en: 'Business Support', ar: 'دعم الأعمال', nl: 'Zakelijke ondersteuning' },
        location: { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' },
        specialization: {
          en: 'Legal and technical translation',
          ar: 'الترجمة القانونية والتقنية',
          nl: 'Juridische en technische vertalingen',
        },
        experience: { en: '12 years', ar: '12 عامًا', nl: '12 jaar' },
        rating: 4.7,
        languages: [
          { en: 'Arabic', ar: 'العربية', nl: 'Arabisch' },
          { en: 'English', ar: 'الإنجليزية', nl: 'Engels' },
          { en: 'Dutch', ar: 'الهولندية', nl: 'Nederlands' },
          { en: 'French', ar: 'الفرنسية', nl: 'Frans' },
          { en: 'German', ar: 'الألمانية', nl: 'Duits' },
        ],
        certifications: ['ISO 17100', 'Sworn translators'],
      },
      {
        company: 'Oranje Gulf Energy Advisory',
        category: { en: 'Specialized Expertise', ar: 'الخبرات المتخصصة', nl: 'Gespecialiseerde expertise' },
        location: { en: 'Amsterdam, the Netherlands', ar: 'أمستردام، هولندا', nl: 'Amsterdam, Nederland' },
        specialization: {
          en: 'LNG and hydrogen strategy',
          ar: 'استراتيجيات الغاز الطبيعي المسال والهيدروجين',
          nl: 'Lng- en waterstofstrategie',
        },
        experience: { en: '15 years', ar: '15 عامًا', nl: '15 jaar' },
        rating: 4.9,
        languages: [
          { en: 'English', ar: 'الإنجليزية', nl: 'Engels' },
          { en: 'Dutch', ar: 'الهولندية', nl: 'Nederlands' },
          { en: 'Arabic', ar: 'العربية', nl: 'Arabisch' },
        ],
        certifications: ['Chartered Energy Engineer', 'PMP'],
      },
    ],
  },
  networkStats: {
    heading: { en: 'Our Provider Network', ar: 'شبكة مزودي الخدمات لدينا', nl: 'Ons netwerk van dienstverleners' },
    items: [
      {
        value: { en: '200+', ar: '200+', nl: '200+' },
        label: { en: 'Verified Providers', ar: 'مزود خدمة موثوق', nl: 'Geverifieerde dienstverleners' },
      },
      {
        value: { en: '4.8/5', ar: '4.8/5', nl: '4,8/5' },
        label: { en: 'Average Rating', ar: 'متوسط التقييم', nl: 'Gemiddelde beoordeling' },
      },
      {
        value: { en: '95%', ar: '95%', nl: '95%' },
        label: { en: 'Member Satisfaction', ar: 'رضا الأعضاء', nl: 'Tevredenheid van leden' },
      },
      {
        value: { en: '50+', ar: '50+', nl: '50+' },
        label: { en: 'Service Categories', ar: 'فئة خدمات', nl: 'Dienstencategorieën' },
      },
    ],
  },
  howItWorks: {
    heading: { en: 'How It Works', ar: 'كيف تعمل الشبكة', nl: 'Zo werkt het' },
    intro: {
      en: 'From a question to a trusted partner in four simple steps.',
      ar: 'من سؤال إلى شريك موثوق في أربع خطوات بسيطة.',
      nl: 'Van een vraag naar een betrouwbare partner in vier eenvoudige stappen.',
    },
    steps: [
      {
        icon: 'search',
        title: { en: 'Search', ar: 'ابحثوا', nl: 'Zoeken' },
        description: {
          en: 'Browse the categories or tell us what you need.',
          ar: 'تصفحوا الفئات أو أخبرونا بما تحتاجونه.',
          nl: 'Blader door de categorieën of vertel ons wat u nodig hebt.',
        },
      },
      {
        icon: 'git-compare',
        title: { en: 'Compare', ar: 'قارنوا', nl: 'Vergelijken' },
        description: {
          en: 'Review profiles, ratings, languages and certifications.',
          ar: 'راجعوا الملفات التعريفية والتقييمات واللغات والشهادات.',
          nl: 'Bekijk profielen, beoordelingen, talen en certificeringen.',
        },
      },
      {
        icon: 'messages-square',
        title: { en: 'Connect', ar: 'تواصلوا', nl: 'Verbinden' },
        description: {
          en: 'We introduce you to the provider of your choice.',
          ar: 'نعرّفكم بمزود الخدمة الذي تختارونه.',
          nl: 'Wij brengen u in contact met de dienstverlener van uw keuze.',
        },
      },
      {
        icon: 'handshake',
        title: { en: 'Collaborate', ar: 'تعاونوا', nl: 'Samenwerken' },
        description: {
          en: 'Work together with confidence, and share your feedback with us.',
          ar: 'اعملوا معًا بثقة، وشاركونا آراءكم.',
          nl: 'Werk met vertrouwen samen en deel uw ervaringen met ons.',
        },
      },
    ],
  },
  cta: {
    heading: {
      en: 'Find the Right Partner in Our Network',
      ar: 'اعثروا على الشريك المناسب في شبكتنا',
      nl: 'Vind de juiste partner in ons netwerk',
    },
    text: {
      en: 'Browse our featured providers, or join the network and offer your services to 800+ member companies.',
      ar: 'تصفحوا مزودي الخدمات المميزين، أو انضموا إلى الشبكة وقدّموا خدماتكم لأكثر من 800 شركة عضو.',
      nl: 'Bekijk onze uitgelichte dienstverleners, of sluit u aan bij het netwerk en bied uw diensten aan 800+ aangesloten bedrijven aan.',
    },
    primary: {
      label: { en: 'Browse All Providers', ar: 'تصفحوا جميع مزودي الخدمات', nl: 'Bekijk alle dienstverleners' },
      href: '/services/member-services#featured-providers',
    },
    secondary: {
      label: { en: 'Join Provider Network', ar: 'انضموا إلى شبكة مزودي الخدمات', nl: 'Sluit u aan bij het netwerk' },
      href: talkToMemberServices,
    },
  },
};
