import type { Localized } from '@shared/locales';
import type { Country } from './countries';

/** People and companies on this page are fictional. */
export interface BoardLeader {
  name: Localized;
  position: Localized;
  company: string;
  country: Country;
  bio: Localized;
  expertise: Localized[];
  /** A portrait, when one exists; without it the avatar shows initials. */
  imageUrl?: string;
}

export interface BoardMember {
  name: Localized;
  company: string;
  country: Country;
  sector: Localized;
  focus: Localized;
  imageUrl?: string;
}

export const boardLeaders: BoardLeader[] = [
  {
    name: { en: 'Dr. Latifa Al-Khaldi', ar: 'الدكتورة لطيفة الخالدي', nl: 'Dr. Latifa Al-Khaldi' },
    position: { en: 'Chairperson', ar: 'رئيسة مجلس الإدارة', nl: 'Voorzitter' },
    company: 'Gulf Horizon Holding',
    country: 'qatar',
    bio: {
      en: 'Dr. Al-Khaldi leads a diversified Qatari holding with interests in energy services, logistics and real estate. She has spent two decades building partnerships with European companies and chairs the chamber’s strategy committee.',
      ar: 'تقود الدكتورة الخالدي شركة قابضة قطرية متنوعة الأنشطة في خدمات الطاقة والخدمات اللوجستية والعقارات. أمضت عقدين في بناء شراكات مع شركات أوروبية، وترأس لجنة الاستراتيجية في الغرفة.',
      nl: 'Dr. Al-Khaldi leidt een gediversifieerde Qatarese holding met belangen in energiediensten, logistiek en vastgoed. Zij bouwt al twintig jaar partnerschappen op met Europese bedrijven en is voorzitter van de strategiecommissie van de Kamer.',
    },
    expertise: [
      { en: 'Energy services', ar: 'خدمات الطاقة', nl: 'Energiediensten' },
      { en: 'Strategic investment', ar: 'الاستثمار الاستراتيجي', nl: 'Strategische investeringen' },
      { en: 'Corporate governance', ar: 'حوكمة الشركات', nl: 'Corporate governance' },
    ],
  },
  {
    name: { en: 'Pieter van der Linden', ar: 'بيتر فان دير ليندن', nl: 'Pieter van der Linden' },
    position: { en: 'Vice-Chairperson', ar: 'نائب رئيسة مجلس الإدارة', nl: 'Vicevoorzitter' },
    company: 'Delta Maritime Group',
    country: 'netherlands',
    bio: {
      en: 'Pieter van der Linden is chief executive of a Rotterdam-based maritime and port services group with operations across the Gulf. He has advised Dutch companies entering Qatar for more than fifteen years.',
      ar: 'بيتر فان دير ليندن هو الرئيس التنفيذي لمجموعة خدمات بحرية وموانئ مقرها روتردام ولها عمليات في أنحاء الخليج. يقدم المشورة للشركات الهولندية الداخلة إلى السوق القطرية منذ أكثر من خمسة عشر عامًا.',
      nl: 'Pieter van der Linden is bestuursvoorzitter van een Rotterdamse groep voor maritieme en havendiensten met activiteiten in de hele Golfregio. Hij adviseert al meer dan vijftien jaar Nederlandse bedrijven die de Qatarese markt betreden.',
    },
    expertise: [
      { en: 'Maritime logistics', ar: 'الخدمات اللوجستية البحرية', nl: 'Maritieme logistiek' },
      { en: 'Port development', ar: 'تطوير الموانئ', nl: 'Havenontwikkeling' },
      { en: 'Market entry', ar: 'دخول الأسواق', nl: 'Markttoetreding' },
    ],
  },
];

export const boardMembers: BoardMember[] = [
  {
    name: { en: 'Hamad Al-Sulaiman', ar: 'حمد السليمان', nl: 'Hamad Al-Sulaiman' },
    company: 'Al Bidda Energy Services',
    country: 'qatar',
    sector: { en: 'Energy', ar: 'الطاقة', nl: 'Energie' },
    focus: {
      en: 'LNG supply chains and the energy transition',
      ar: 'سلاسل إمداد الغاز الطبيعي المسال وتحول الطاقة',
      nl: 'LNG-toeleveringsketens en de energietransitie',
    },
  },
  {
    name: { en: 'Annelies de Graaf', ar: 'أنيليس دي غراف', nl: 'Annelies de Graaf' },
    company: 'Lowlands Agritech',
    country: 'netherlands',
    sector: { en: 'Agriculture', ar: 'الزراعة', nl: 'Landbouw' },
    focus: {
      en: 'Food security and greenhouse technology',
      ar: 'الأمن الغذائي وتقنيات البيوت المحمية',
      nl: 'Voedselzekerheid en kastechnologie',
    },
  },
  {
    name: { en: 'Jassim Al-Obaidan', ar: 'جاسم العبيدان', nl: 'Jassim Al-Obaidan' },
    company: 'Pearl Coast Investments',
    country: 'qatar',
    sector: { en: 'Investment', ar: 'الاستثمار', nl: 'Investeringen' },
    focus: {
      en: 'Qatari investment in European companies',
      ar: 'الاستثمار القطري في الشركات الأوروبية',
      nl: 'Qatarese investeringen in Europese bedrijven',
    },
  },
  {
    name: { en: 'Maarten Verhoeven', ar: 'مارتن فيرهوفن', nl: 'Maarten Verhoeven' },
    company: 'Verhoeven & Bakker Advocaten',
    country: 'netherlands',
    sector: { en: 'Legal Services', ar: 'الخدمات القانونية', nl: 'Juridische dienstverlening' },
    focus: {
      en: 'Cross-border contracts and arbitration',
      ar: 'العقود العابرة للحدود والتحكيم',
      nl: 'Grensoverschrijdende contracten en arbitrage',
    },
  },
  {
    name: { en: 'Aisha Al-Mahdi', ar: 'عائشة المهدي', nl: 'Aisha Al-Mahdi' },
    company: 'Doha Digital Ventures',
    country: 'qatar',
    sector: { en: 'Technology', ar: 'التكنولوجيا', nl: 'Technologie' },
    focus: {
      en: 'Startups, fintech and digital trade',
      ar: 'الشركات الناشئة والتقنيات المالية والتجارة الرقمية',
      nl: 'Startups, fintech en digitale handel',
    },
  },
  {
    name: { en: 'Joost Hermans', ar: 'يوست هيرمانس', nl: 'Joost Hermans' },
    company: 'Hermans Port Logistics',
    country: 'netherlands',
    sector: { en: 'Maritime & Logistics', ar: 'النقل البحري والخدمات اللوجستية', nl: 'Maritiem & logistiek' },
    focus: {
      en: 'Shipping routes between Rotterdam and Hamad Port',
      ar: 'خطوط الشحن بين روتردام وميناء حمد',
      nl: 'Scheepvaartroutes tussen Rotterdam en Hamad Port',
    },
  },
  {
    name: { en: 'Nasser Al-Hamdan', ar: 'ناصر الحمدان', nl: 'Nasser Al-Hamdan' },
    company: 'Lusail Infrastructure Partners',
    country: 'qatar',
    sector: { en: 'Infrastructure', ar: 'البنية التحتية', nl: 'Infrastructuur' },
    focus: { en: 'Smart cities and public works', ar: 'المدن الذكية والأشغال العامة', nl: 'Slimme steden en openbare werken' },
  },
  {
    name: { en: 'Eva Janssen-Kool', ar: 'إيفا يانسن-كول', nl: 'Eva Janssen-Kool' },
    company: 'Orange Bridge Consultancy',
    country: 'netherlands',
    sector: { en: 'Professional Services', ar: 'الخدمات المهنية', nl: 'Zakelijke dienstverlening' },
    focus: {
      en: 'Market entry for small and medium enterprises',
      ar: 'دخول الشركات الصغيرة والمتوسطة إلى الأسواق',
      nl: 'Markttoetreding voor het mkb',
    },
  },
  {
    name: { en: 'Reem Al-Farsi', ar: 'ريم الفارسي', nl: 'Reem Al-Farsi' },
    company: 'Al Wakra Healthcare Group',
    country: 'qatar',
    sector: { en: 'Healthcare', ar: 'الرعاية الصحية', nl: 'Gezondheidszorg' },
    focus: {
      en: 'Medical technology and life sciences',
      ar: 'التكنولوجيا الطبية وعلوم الحياة',
      nl: 'Medische technologie en life sciences',
    },
  },
  {
    name: { en: 'Thomas Brouwer', ar: 'توماس براوير', nl: 'Thomas Brouwer' },
    company: 'Noordzee Wind Solutions',
    country: 'netherlands',
    sector: { en: 'Renewable Energy', ar: 'الطاقة المتجددة', nl: 'Hernieuwbare energie' },
    focus: { en: 'Hydrogen and offshore wind', ar: 'الهيدروجين وطاقة الرياح البحرية', nl: 'Waterstof en offshore wind' },
  },
  {
    name: { en: 'Saad Al-Nuaimi', ar: 'سعد النعيمي', nl: 'Saad Al-Nuaimi' },
    company: 'Desert Arena Events',
    country: 'qatar',
    sector: { en: 'Sports & Events', ar: 'الرياضة والفعاليات', nl: 'Sport & evenementen' },
    focus: { en: 'Major events and venue management', ar: 'الفعاليات الكبرى وإدارة المنشآت', nl: 'Grote evenementen en locatiebeheer' },
  },
  {
    name: { en: 'Sanne Willemsen', ar: 'سانه ويلمسن', nl: 'Sanne Willemsen' },
    company: 'Willemsen Water Technology',
    country: 'netherlands',
    sector: { en: 'Water Management', ar: 'إدارة المياه', nl: 'Waterbeheer' },
    focus: { en: 'Desalination and water reuse', ar: 'تحلية المياه وإعادة استخدامها', nl: 'Ontzilting en hergebruik van water' },
  },
];

export const boardPage = {
  leadership: {
    heading: { en: 'Executive Leadership', ar: 'القيادة التنفيذية', nl: 'Dagelijks bestuur' },
    intro: {
      en: 'The chairperson and vice-chairperson represent both countries at the head of the chamber.',
      ar: 'تمثل رئيسة مجلس الإدارة ونائبها البلدين على رأس الغرفة.',
      nl: 'De voorzitter en de vicevoorzitter vertegenwoordigen beide landen aan het hoofd van de Kamer.',
    },
  },
  members: {
    heading: { en: 'Board Members', ar: 'أعضاء مجلس الإدارة', nl: 'Bestuursleden' },
    intro: {
      en: 'Twelve leaders from the sectors that drive trade between Qatar and the Netherlands.',
      ar: 'اثنا عشر قائدًا من القطاعات التي تقود التجارة بين قطر وهولندا.',
      nl: 'Twaalf leiders uit de sectoren die de handel tussen Qatar en Nederland aandrijven.',
    },
  },
  statement: {
    heading: { en: 'A Word From the Chairperson', ar: 'كلمة رئيسة مجلس الإدارة', nl: 'Een woord van de voorzitter' },
    quote: {
      en: 'Qatar and the Netherlands are both small countries with a global outlook. When our companies work together, they reach further than either could alone. The board’s task is to make that cooperation easier, every single day.',
      ar: 'قطر وهولندا بلدان صغيران بنظرة عالمية. وحين تعمل شركاتنا معًا، تبلغ آفاقًا لا يبلغها أي منهما منفردًا. ومهمة مجلس الإدارة أن يجعل هذا التعاون أيسر، في كل يوم.',
      nl: 'Qatar en Nederland zijn allebei kleine landen met een mondiale blik. Wanneer onze bedrijven samenwerken, reiken zij verder dan elk afzonderlijk zou kunnen. De taak van het bestuur is die samenwerking elke dag eenvoudiger te maken.',
    },
  },
  closing: {
    heading: { en: 'Work With Our Leaders', ar: 'اعمل مع قادتنا', nl: 'Werk samen met onze leiders' },
    text: {
      en: 'Members meet board members at our forums, committees and trade missions. Join the chamber or discover the partners who support it.',
      ar: 'يلتقي الأعضاء بأعضاء مجلس الإدارة في منتدياتنا ولجاننا وبعثاتنا التجارية. انضمّوا إلى الغرفة أو تعرّفوا على الشركاء الذين يدعمونها.',
      nl: 'Leden ontmoeten bestuursleden tijdens onze fora, commissies en handelsmissies. Word lid van de Kamer of ontdek de partners die haar steunen.',
    },
  },
};
