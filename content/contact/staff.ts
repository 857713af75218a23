import type { Localized } from '@shared/locales';
import type { DepartmentId } from './departments';

export type StaffOffice = 'doha' | 'amsterdam';

/** The chamber's team. The people are fictional. */
export interface StaffMember {
  name: Localized;
  title: Localized;
  department: DepartmentId;
  office: StaffOffice;
  /** Written as dialled internationally, with spaces: '+974 4000 1201'. */
  phone: string;
  email: string;
  description: Localized;
}

export const staff: StaffMember[] = [
  {
    name: { en: 'Yousef Al-Mansouri', ar: 'يوسف المنصوري', nl: 'Yousef Al-Mansouri' },
    title: { en: 'Managing Director', ar: 'المدير العام', nl: 'Algemeen directeur' },
    department: 'management',
    office: 'doha',
    phone: '+974 4000 1201',
    email: 'yousef.almansouri@qnlchamber.org',
    description: {
      en: 'Leads the chamber’s strategy, partnerships with government and the overall member offer.',
      ar: 'يقود استراتيجية الغرفة وشراكاتها مع الجهات الحكومية ومجمل الخدمات المقدمة للأعضاء.',
      nl: 'Leidt de strategie van de Kamer, de samenwerking met de overheid en het totale aanbod voor leden.',
    },
  },
  {
    name: { en: 'Liesbeth van Dam', ar: 'ليسبيث فان دام', nl: 'Liesbeth van Dam' },
    title: { en: 'Director, Netherlands Office', ar: 'مديرة مكتب هولندا', nl: 'Directeur, kantoor Nederland' },
    department: 'management',
    office: 'amsterdam',
    phone: '+31 20 800 1201',
    email: 'liesbeth.vandam@qnlchamber.org',
    description: {
      en: 'Runs the Amsterdam office and represents the chamber to Dutch business and institutions.',
      ar: 'تدير مكتب أمستردام وتمثل الغرفة لدى قطاع الأعمال والمؤسسات في هولندا.',
      nl: 'Leidt het kantoor in Amsterdam en vertegenwoordigt de Kamer bij het Nederlandse bedrijfsleven en instellingen.',
    },
  },
  {
    name: { en: 'Hind Al-Jabri', ar: 'هند الجابري', nl: 'Hind Al-Jabri' },
    title: { en: 'Senior Market Expansion Advisor', ar: 'مستشارة أولى للتوسع في الأسواق', nl: 'Senior adviseur marktuitbreiding' },
    department: 'market-expansion',
    office: 'doha',
    phone: '+974 4000 1211',
    email: 'hind.aljabri@qnlchamber.org',
    description: {
      en: 'Guides Dutch companies through setting up in Qatar, from licences to local partners.',
      ar: 'ترافق الشركات الهولندية في مراحل التأسيس في قطر، من التراخيص إلى الشركاء المحليين.',
      nl: 'Begeleidt Nederlandse bedrijven bij hun vestiging in Qatar, van vergunningen tot lokale partners.',
    },
  },
  {
    name: { en: 'Bas Vermeulen', ar: 'باس فيرمولن', nl: 'Bas Vermeulen' },
    title: { en: 'Market Entry Manager', ar: 'مدير دخول الأسواق', nl: 'Manager markttoetreding' },
    department: 'market-expansion',
    office: 'amsterdam',
    phone: '+31 20 800 1211',
    email: 'bas.vermeulen@qnlchamber.org',
    description: {
      en: 'Helps Qatari companies find their way into the Dutch and wider European market.',
      ar: 'يساعد الشركات القطرية على دخول السوق الهولندية والسوق الأوروبية الأوسع.',
      nl: 'Helpt Qatarese bedrijven hun weg te vinden op de Nederlandse en bredere Europese markt.',
    },
  },
  {
    name: { en: 'Tariq Al-Saadi', ar: 'طارق السعدي', nl: 'Tariq Al-Saadi' },
    title: { en: 'Market Research Analyst', ar: 'محلل أبحاث السوق', nl: 'Marktonderzoeksanalist' },
    department: 'market-expansion',
    office: 'doha',
    phone: '+974 4000 1212',
    email: 'tariq.alsaadi@qnlchamber.org',
    description: {
      en: 'Prepares sector scans and market studies for members weighing a new market.',
      ar: 'يُعد مسوحات قطاعية ودراسات سوق للأعضاء الذين يدرسون دخول سوق جديدة.',
      nl: 'Maakt sectorscans en marktstudies voor leden die een nieuwe markt overwegen.',
    },
  },
  {
    name: { en: 'Noura Al-Hashimi', ar: 'نورة الهاشمي', nl: 'Noura Al-Hashimi' },
    title: { en: 'Head of Member Services', ar: 'رئيسة خدمات الأعضاء', nl: 'Hoofd ledenservice' },
    department: 'member-services',
    office: 'doha',
    phone: '+974 4000 1221',
    email: 'noura.alhashimi@qnlchamber.org',
    description: {
      en: 'Makes sure every member gets full value from the membership, from onboarding to renewal.',
      ar: 'تحرص على أن يستفيد كل عضو من عضويته بالكامل، من الانضمام إلى التجديد.',
      nl: 'Zorgt dat elk lid optimaal profiteert van het lidmaatschap, van aanmelding tot verlenging.',
    },
  },
  {
    name: { en: 'Femke de Wit', ar: 'فيمكه دي فيت', nl: 'Femke de Wit' },
    title: { en: 'Member Relations Manager', ar: 'مديرة علاقات الأعضاء', nl: 'Manager ledenrelaties' },
    department: 'member-services',
    office: 'amsterdam',
    phone: '+31 20 800 1221',
    email: 'femke.dewit@qnlchamber.org',
    description: {
      en: 'The first point of contact for members in the Netherlands and for the service provider network.',
      ar: 'نقطة الاتصال الأولى للأعضاء في هولندا ولشبكة مزودي الخدمات.',
      nl: 'Het eerste aanspreekpunt voor leden in Nederland en voor het netwerk van dienstverleners.',
    },
  },
  {
    name: { en: 'Ali Al-Khalifi', ar: 'علي الخليفي', nl: 'Ali Al-Khalifi' },
    title: { en: 'Membership Coordinator', ar: 'منسق العضويات', nl: 'Coördinator lidmaatschappen' },
    department: 'member-services',
    office: 'doha',
    phone: '+974 4000 1222',
    email: 'ali.alkhalifi@qnlchamber.org',
    description: {
      en: 'Answers questions about membership tiers, invoices and member accounts.',
      ar: 'يجيب عن الاستفسارات المتعلقة بفئات العضوية والفواتير وحسابات الأعضاء.',
      nl: 'Beantwoordt vragen over lidmaatschapsniveaus, facturen en ledenaccounts.',
    },
  },
  {
    name: { en: 'Mona Al-Sayed', ar: 'منى السيد', nl: 'Mona Al-Sayed' },
    title: { en: 'Finance & Tax Manager', ar: 'مديرة الشؤون المالية والضريبية', nl: 'Manager financiën & belastingen' },
    department: 'finance',
    office: 'doha',
    phone: '+974 4000 1231',
    email: 'mona.alsayed@qnlchamber.org',
    description: {
      en: 'Advises members on Qatari tax, accounting and payroll obligations.',
      ar: 'تقدم المشورة للأعضاء بشأن الالتزامات الضريبية والمحاسبية والخاصة بالرواتب في قطر.',
      nl: 'Adviseert leden over Qatarese verplichtingen op het gebied van belastingen, boekhouding en salarisadministratie.',
    },
  },
  {
    name: { en: 'Ruben Smit', ar: 'روبن سميت', nl: 'Ruben Smit' },
    title: { en: 'Tax Advisor', ar: 'مستشار ضريبي', nl: 'Belastingadviseur' },
    department: 'finance',
    office: 'amsterdam',
    phone: '+31 20 800 1231',
    email: 'ruben.smit@qnlchamber.org',
    description: {
      en: 'Specialist in Dutch corporate tax, VAT and the tax treaty between both countries.',
      ar: 'متخصص في ضريبة الشركات الهولندية وضريبة القيمة المضافة والاتفاقية الضريبية بين البلدين.',
      nl: 'Specialist in de Nederlandse vennootschapsbelasting, btw en het belastingverdrag tussen beide landen.',
    },
  },
  {
    name: { en: 'Dana Al-Emadi', ar: 'دانة العمادي', nl: 'Dana Al-Emadi' },
    title: { en: 'Legal Counsel, Qatar', ar: 'مستشارة قانونية، قطر', nl: 'Juridisch adviseur, Qatar' },
    department: 'legal',
    office: 'doha',
    phone: '+974 4000 1241',
    email: 'dana.alemadi@qnlchamber.org',
    description: {
      en: 'Advises on Qatari company law, contracts and the chamber’s arbitration service.',
      ar: 'تقدم المشورة في قانون الشركات القطري والعقود وخدمة التحكيم في الغرفة.',
      nl: 'Adviseert over Qatarees vennootschapsrecht, contracten en de arbitragedienst van de Kamer.',
    },
  },
  {
    name: { en: 'Jeroen Kuipers', ar: 'يرون كاوبرس', nl: 'Jeroen Kuipers' },
    title: { en: 'Legal Advisor, Netherlands', ar: 'مستشار قانوني، هولندا', nl: 'Juridisch adviseur, Nederland' },
    department: 'legal',
    office: 'amsterdam',
    phone: '+31 20 800 1241',
    email: 'jeroen.kuipers@qnlchamber.org',
    description: {
      en: 'Advises on Dutch and EU law, from company formation to employment contracts.',
      ar: 'يقدم المشورة في القانون الهولندي وقانون الاتحاد الأوروبي، من تأسيس الشركات إلى عقود العمل.',
      nl: 'Adviseert over Nederlands en Europees recht, van bedrijfsoprichting tot arbeidscontracten.',
    },
  },
  {
    name: { en: 'Lara Mertens', ar: 'لارا مرتنس', nl: 'Lara Mertens' },
    title: { en: 'Events Manager', ar: 'مديرة الفعاليات', nl: 'Evenementenmanager' },
    department: 'events',
    office: 'amsterdam',
    phone: '+31 20 800 1251',
    email: 'lara.mertens@qnlchamber.org',
    description: {
      en: 'Plans the chamber’s forums and receptions in the Netherlands and handles event registrations.',
      ar: 'تخطط لمنتديات الغرفة وحفلات الاستقبال في هولندا وتتولى التسجيل في الفعاليات.',
      nl: 'Organiseert de fora en recepties van de Kamer in Nederland en verzorgt de inschrijvingen.',
    },
  },
  {
    name: { en: 'Fahad Al-Marzouqi', ar: 'فهد المرزوقي', nl: 'Fahad Al-Marzouqi' },
    title: { en: 'Events & Networking Coordinator', ar: 'منسق الفعاليات والتواصل', nl: 'Coördinator evenementen & netwerken' },
    department: 'events',
    office: 'doha',
    phone: '+974 4000 1251',
    email: 'fahad.almarzouqi@qnlchamber.org',
    description: {
      en: 'Organizes networking evenings, trade missions and delegation visits in Qatar.',
      ar: 'ينظم أمسيات التواصل والبعثات التجارية وزيارات الوفود في قطر.',
      nl: 'Organiseert netwerkavonden, handelsmissies en delegatiebezoeken in Qatar.',
    },
  },
  {
    name: { en: 'Sophie Hoekstra', ar: 'صوفي هوكسترا', nl: 'Sophie Hoekstra' },
    title: { en: 'Trade Fair Specialist', ar: 'أخصائية المعارض التجارية', nl: 'Specialist beurzen' },
    department: 'events',
    office: 'amsterdam',
    phone: '+31 20 800 1252',
    email: 'sophie.hoekstra@qnlchamber.org',
    description: {
      en: 'Coordinates joint pavilions and B2B matchmaking at trade fairs in both countries.',
      ar: 'تنسق الأجنحة المشتركة ولقاءات المطابقة بين الشركات في المعارض التجارية في البلدين.',
      nl: 'Coördineert gezamenlijke paviljoens en B2B-matchmaking op beurzen in beide landen.',
    },
  },
  {
    name: { en: 'Maha Al-Baker', ar: 'مها الباكر', nl: 'Maha Al-Baker' },
    title: { en: 'Communications Manager', ar: 'مديرة الاتصال المؤسسي', nl: 'Manager communicatie' },
    department: 'communications',
    office: 'doha',
    phone: '+974 4000 1261',
    email: 'maha.albaker@qnlchamber.org',
    description: {
      en: 'Responsible for press relations, publications and the chamber’s newsletter.',
      ar: 'مسؤولة عن العلاقات الإعلامية والمنشورات والنشرة الإخبارية للغرفة.',
      nl: 'Verantwoordelijk voor persrelaties, publicaties en de nieuwsbrief van de Kamer.',
    },
  },
  {
    name: { en: 'Daan Peters', ar: 'دان بيترز', nl: 'Daan Peters' },
    title: { en: 'Content & Media Officer', ar: 'مسؤول المحتوى والإعلام', nl: 'Medewerker content & media' },
    department: 'communications',
    office: 'amsterdam',
    phone: '+31 20 800 1261',
    email: 'daan.peters@qnlchamber.org',
    description: {
      en: 'Produces the chamber’s videos, podcasts and member stories.',
      ar: 'ينتج مقاطع الفيديو والبودكاست وقصص الأعضاء الخاصة بالغرفة.',
      nl: 'Maakt de video’s, podcasts en ledenverhalen van de Kamer.',
    },
  },
  {
    name: { en: 'Abdullah Al-Qadiri', ar: 'عبد الله القادري', nl: 'Abdullah Al-Qadiri' },
    title: { en: 'Trade Facilitation Manager', ar: 'مدير تيسير التجارة', nl: 'Manager handelsfacilitatie' },
    department: 'trade-facilitation',
    office: 'doha',
    phone: '+974 4000 1271',
    email: 'abdullah.alqadiri@qnlchamber.org',
    description: {
      en: 'Helps members with certificates of origin, import rules and customs questions.',
      ar: 'يساعد الأعضاء في شهادات المنشأ وقواعد الاستيراد والمسائل الجمركية.',
      nl: 'Helpt leden met certificaten van oorsprong, importregels en douanevragen.',
    },
  },
  {
    name: { en: 'Iris Bosman', ar: 'إيريس بوسمان', nl: 'Iris Bosman' },
    title: { en: 'Customs & Logistics Advisor', ar: 'مستشارة الجمارك والخدمات اللوجستية', nl: 'Adviseur douane & logistiek' },
    department: 'trade-facilitation',
    office: 'amsterdam',
    phone: '+31 20 800 1271',
    email: 'iris.bosman@qnlchamber.org',
    description: {
      en: 'Advises on shipping routes, EU customs procedures and export documentation.',
      ar: 'تقدم المشورة بشأن خطوط الشحن وإجراءات الجمارك في الاتحاد الأوروبي ووثائق التصدير.',
      nl: 'Adviseert over scheepvaartroutes, Europese douaneprocedures en exportdocumenten.',
    },
  },
  {
    name: { en: 'Salman Al-Haddad', ar: 'سلمان الحداد', nl: 'Salman Al-Haddad' },
    title: { en: 'Investment Advisor', ar: 'مستشار الاستثمار', nl: 'Investeringsadviseur' },
    department: 'investment',
    office: 'doha',
    phone: '+974 4000 1281',
    email: 'salman.alhaddad@qnlchamber.org',
    description: {
      en: 'Connects investors with opportunities and advises on investment incentives in both countries.',
      ar: 'يربط المستثمرين بالفرص ويقدم المشورة بشأن حوافز الاستثمار في البلدين.',
      nl: 'Brengt investeerders in contact met kansen en adviseert over investeringsregelingen in beide landen.',
    },
  },
];
