import type { Localized } from '@shared/locales';

export const newsCategories = ['News', 'Downloads', 'Videos', 'Podcasts'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** Articles, reports, videos and podcasts. Companies and people named in them are fictional. */
export interface NewsArticle {
  id: string;
  title: Localized;
  summary: Localized;
  /** The full text, one entry per paragraph. */
  content: Localized[];
  /** YYYY-MM-DD */
  publishDate: string;
  category: NewsCategory;
  year: number;
  /** Reading time, or running time of a video or podcast, in minutes. */
  readTime?: number;
  tags: Localized[];
  featured?: boolean;
  /** The writer, for stories signed by a member of staff. */
  author?: Localized;
  /** Where to go next: the related page of the site. */
  related?: { href: string; label: Localized };
}

/** An article as lists show it: everything but its full text. */
export type NewsListing = Omit<NewsArticle, 'content'>;

export function newsListing(article: NewsArticle): NewsListing {
  const listing: Partial<NewsArticle> = { ...article };
  delete listing.content;
  return listing as NewsListing;
}

const tag = {
  trade: { en: 'trade', ar: 'التجارة', nl: 'handel' },
  energy: { en: 'energy', ar: 'الطاقة', nl: 'energie' },
  hydrogen: { en: 'hydrogen', ar: 'الهيدروجين', nl: 'waterstof' },
  startups: { en: 'startups', ar: 'الشركات الناشئة', nl: 'startups' },
  technology: { en: 'technology', ar: 'التكنولوجيا', nl: 'technologie' },
  agriculture: { en: 'agriculture', ar: 'الزراعة', nl: 'landbouw' },
  tradeMissions: { en: 'trade missions', ar: 'البعثات التجارية', nl: 'handelsmissies' },
  membership: { en: 'membership', ar: 'العضوية', nl: 'lidmaatschap' },
  chamber: { en: 'chamber', ar: 'الغرفة', nl: 'Kamer' },
  research: { en: 'research', ar: 'الأبحاث', nl: 'onderzoek' },
  tax: { en: 'tax', ar: 'الضرائب', nl: 'belastingen' },
  investment: { en: 'investment', ar: 'الاستثمار', nl: 'investeringen' },
  maritime: { en: 'maritime', ar: 'النقل البحري', nl: 'maritiem' },
  culture: { en: 'business culture', ar: 'ثقافة الأعمال', nl: 'zakelijke cultuur' },
  careers: { en: 'young professionals', ar: 'المهنيون الشباب', nl: 'young professionals' },
  water: { en: 'water', ar: 'المياه', nl: 'water' },
  government: { en: 'government', ar: 'الحكومة', nl: 'overheid' },
} satisfies Record<string, Localized>;

const publicationsLink = {
  href: '/market-info/publications',
  label: { en: 'See all publications', ar: 'عرض جميع المنشورات', nl: 'Bekijk alle publicaties' },
};
const eventsLink = {
  href: '/events',
  label: { en: 'See upcoming events', ar: 'عرض الفعاليات القادمة', nl: 'Bekijk komende evenementen' },
};
const membershipLink = {
  href: '/membership',
  label: { en: 'Explore membership', ar: 'تعرّفوا على العضوية', nl: 'Ontdek het lidmaatschap' },
};

export const articles: NewsArticle[] = [
  {
    id: 'startup-bridge-first-cohort',
    title: {
      en: 'Startup Bridge Welcomes Its First Sixteen Startups',
      ar: 'برنامج جسر الشركات الناشئة يستقبل أول ست عشرة شركة',
      nl: 'Startup Bridge verwelkomt de eerste zestien startups',
    },
    summary: {
      en: 'Eight Qatari and eight Dutch startups have started the chamber’s twenty-week accelerator in Amsterdam and Doha.',
      ar: 'بدأت ثماني شركات ناشئة قطرية وثماني شركات هولندية برنامج التسريع الذي تنظمه الغرفة لمدة عشرين أسبوعًا في أمستردام والدوحة.',
      nl: 'Acht Qatarese en acht Nederlandse startups zijn begonnen aan de accelerator van twintig weken van de Kamer in Amsterdam en Doha.',
    },
    content: [
      {
        en: 'The first cohort of Startup Bridge works in fintech, agritech, health technology and logistics. Each startup is paired with a mentor from the other country and meets investors from both markets.',
        ar: 'تعمل الدفعة الأولى من برنامج جسر الشركات الناشئة في مجالات التقنيات المالية والتكنولوجيا الزراعية والتكنولوجيا الصحية والخدمات اللوجستية. ويُقرن كل مشروع بمرشد من البلد الآخر ويلتقي بمستثمرين من السوقين.',
        nl: 'Het eerste cohort van Startup Bridge is actief in fintech, agritech, zorgtechnologie en logistiek. Elke startup krijgt een mentor uit het andere land en ontmoet investeerders uit beide markten.',
      },
      {
        en: 'The programme ends in February with a demo day in Doha. Applications for the second cohort open in the spring.',
        ar: 'يُختتم البرنامج في فبراير بيوم عرض في الدوحة، ويُفتح باب التقديم للدفعة الثانية في الربيع.',
        nl: 'Het programma sluit in februari af met een demodag in Doha. De aanmelding voor het tweede cohort opent in het voorjaar.',
      },
    ],
    publishDate: '2026-11-18',
    category: 'News',
    year: 2026,
    readTime: 4,
    tags: [tag.startups, tag.technology, tag.chamber],
    featured: true,
    related: eventsLink,
  },
  {
    id: 'investment-summit-2026-highlights',
    title: {
      en: 'Video: Highlights of the Investment Summit 2026',
      ar: 'فيديو: أبرز لحظات قمة الاستثمار 2026',
      nl: 'Video: hoogtepunten van de Investeringstop 2026',
    },
    summary: {
      en: 'Speakers, pitches and deals from the Qatar–Netherlands Investment Summit in Doha, in four minutes.',
      ar: 'المتحدثون والعروض والصفقات من قمة الاستثمار القطرية الهولندية في الدوحة، في أربع دقائق.',
      nl: 'Sprekers, pitches en deals van de Investeringstop Qatar–Nederland in Doha, in vier minuten.',
    },
    content: [
      {
        en: 'Nearly 300 investors and company leaders met in Doha for the summit. The video shows the opening panel on long-term investment and the pitches of six Dutch scale-ups.',
        ar: 'التقى قرابة 300 مستثمر وقائد أعمال في الدوحة خلال القمة. ويعرض الفيديو الجلسة الافتتاحية حول الاستثمار طويل الأمد وعروض ست شركات هولندية سريعة النمو.',
        nl: 'Bijna 300 investeerders en bestuurders kwamen in Doha bijeen voor de top. De video toont het openingspanel over langetermijninvesteringen en de pitches van zes Nederlandse scale-ups.',
      },
    ],
    publishDate: '2026-10-22',
    category: 'Videos',
    year: 2026,
    readTime: 4,
    tags: [tag.investment, tag.startups],
    related: eventsLink,
  },
  {
    id: 'hydrogen-cooperation-agreement',
    title: {
      en: 'Qatari and Dutch Companies Sign Hydrogen Cooperation Agreement',
      ar: 'شركات قطرية وهولندية توقع اتفاقية تعاون في مجال الهيدروجين',
      nl: 'Qatarese en Nederlandse bedrijven tekenen samenwerkingsovereenkomst voor waterstof',
    },
    summary: {
      en: 'Four member companies agree to study a supply chain for low-carbon hydrogen between Ras Laffan and Rotterdam.',
      ar: 'اتفقت أربع شركات أعضاء على دراسة سلسلة إمداد للهيدروجين منخفض الكربون بين رأس لفان وروتردام.',
      nl: 'Vier aangesloten bedrijven gaan samen een toeleveringsketen voor koolstofarme waterstof tussen Ras Laffan en Rotterdam onderzoeken.',
    },
    content: [
      {
        en: 'The agreement was signed at the chamber’s Energy Transition Forum. The partners will look at production, shipping and storage, and report their findings by the end of next year.',
        ar: 'وُقّعت الاتفاقية خلال منتدى تحول الطاقة الذي نظمته الغرفة. وسيدرس الشركاء الإنتاج والشحن والتخزين، على أن يقدموا نتائجهم بنهاية العام المقبل.',
        nl: 'De overeenkomst werd getekend tijdens het Forum energietransitie van de Kamer. De partners onderzoeken productie, transport en opslag en rapporteren hun bevindingen eind volgend jaar.',
      },
      {
        en: 'The chamber facilitated the first meetings between the companies and will host progress sessions for members interested in hydrogen.',
        ar: 'يسّرت الغرفة اللقاءات الأولى بين الشركات، وستستضيف جلسات لمتابعة التقدم للأعضاء المهتمين بالهيدروجين.',
        nl: 'De Kamer faciliteerde de eerste gesprekken tussen de bedrijven en organiseert voortgangssessies voor leden met interesse in waterstof.',
      },
    ],
    publishDate: '2026-09-08',
    category: 'News',
    year: 2026,
    readTime: 5,
    tags: [tag.energy, tag.hydrogen, tag.trade],
  },
  {
    id: 'market-outlook-2026',
    title: {
      en: 'Qatar–Netherlands Market Outlook 2026',
      ar: 'توقعات السوق القطرية الهولندية 2026',
      nl: 'Marktvooruitzichten Qatar–Nederland 2026',
    },
    summary: {
      en: 'Our annual report on trade, investment and the sectors to watch, with forecasts for the years ahead.',
      ar: 'تقريرنا السنوي عن التجارة والاستثمار والقطاعات الواعدة، مع توقعات للسنوات المقبلة.',
      nl: 'Ons jaarlijkse rapport over handel, investeringen en de sectoren om te volgen, met prognoses voor de komende jaren.',
    },
    content: [
      {
        en: 'The outlook covers energy, financial services, smart infrastructure and technology. It combines trade statistics with interviews with thirty member companies.',
        ar: 'يغطي التقرير قطاعات الطاقة والخدمات المالية والبنية التحتية الذكية والتكنولوجيا، ويجمع بين إحصاءات التجارة ومقابلات مع ثلاثين شركة عضوًا.',
        nl: 'De vooruitzichten behandelen energie, financiële dienstverlening, slimme infrastructuur en technologie, en combineren handelscijfers met interviews met dertig aangesloten bedrijven.',
      },
      {
        en: 'The summary is open to everyone; members receive the full report and the data behind it.',
        ar: 'الملخص متاح للجميع، ويحصل الأعضاء على التقرير الكامل والبيانات التي يستند إليها.',
        nl: 'De samenvatting is voor iedereen beschikbaar; leden ontvangen het volledige rapport en de onderliggende data.',
      },
    ],
    publishDate: '2026-07-01',
    category: 'Downloads',
    year: 2026,
    readTime: 12,
    tags: [tag.research, tag.trade, tag.investment],
    featured: true,
    related: publicationsLink,
  },
  {
    id: 'smart-agriculture-mission-results',
    title: {
      en: 'Smart Agriculture Mission Leads to Twelve New Partnerships',
      ar: 'بعثة الزراعة الذكية تثمر عن اثنتي عشرة شراكة جديدة',
      nl: 'Handelsmissie slimme landbouw leidt tot twaalf nieuwe partnerschappen',
    },
    summary: {
      en: 'Eighteen Dutch agritech companies visited Doha and Al Khor; twelve have since agreed pilots or distribution deals.',
      ar: 'زارت ثماني عشرة شركة هولندية للتكنولوجيا الزراعية الدوحة والخور، واتفقت اثنتا عشرة منها منذ ذلك الحين على مشاريع تجريبية أو صفقات توزيع.',
      nl: 'Achttien Nederlandse agritechbedrijven bezochten Doha en Al Khor; twaalf daarvan hebben inmiddels pilots of distributieafspraken gemaakt.',
    },
    content: [
      {
        en: 'The mission focused on greenhouse technology, water reuse and food processing. Participants met growers, investors and officials working on Qatar’s food security goals.',
        ar: 'ركزت البعثة على تقنيات البيوت المحمية وإعادة استخدام المياه وتصنيع الأغذية، والتقى المشاركون بمزارعين ومستثمرين ومسؤولين يعملون على تحقيق أهداف قطر في الأمن الغذائي.',
        nl: 'De missie richtte zich op kastechnologie, waterhergebruik en voedselverwerking. Deelnemers spraken met telers, investeerders en beleidsmakers die werken aan de Qatarese doelen voor voedselzekerheid.',
      },
    ],
    publishDate: '2026-05-20',
    category: 'News',
    year: 2026,
    readTime: 3,
    tags: [tag.agriculture, tag.tradeMissions],
    related: eventsLink,
  },
  {
    id: 'podcast-one-energy-transition',
    title: {
      en: 'Podcast: Two Countries, One Energy Transition',
      ar: 'بودكاست: بلدان وتحول واحد في الطاقة',
      nl: 'Podcast: twee landen, één energietransitie',
    },
    summary: {
      en: 'An energy economist and an offshore engineer discuss what Qatar and the Netherlands can learn from each other.',
      ar: 'خبير في اقتصاديات الطاقة ومهندس في المشاريع البحرية يناقشان ما يمكن أن تتعلمه قطر وهولندا من بعضهما.',
      nl: 'Een energie-econoom en een offshore-ingenieur bespreken wat Qatar en Nederland van elkaar kunnen leren.',
    },
    content: [
      {
        en: 'In this episode we talk about LNG as a bridge fuel, the role of hydrogen and why ports matter so much in both countries’ plans.',
        ar: 'نتحدث في هذه الحلقة عن الغاز الطبيعي المسال بوصفه وقودًا انتقاليًا، ودور الهيدروجين، وأهمية الموانئ في خطط البلدين.',
        nl: 'In deze aflevering praten we over LNG als transitiebrandstof, de rol van waterstof en waarom havens zo belangrijk zijn in de plannen van beide landen.',
      },
    ],
    publishDate: '2026-03-05',
    category: 'Podcasts',
    year: 2026,
    readTime: 32,
    tags: [tag.energy, tag.hydrogen],
  },
  {
    id: 'trade-passes-30-billion',
    title: {
      en: 'Bilateral Trade Passes €30 Billion',
      ar: 'التجارة الثنائية تتجاوز 30 مليار يورو',
      nl: 'Bilaterale handel passeert € 30 miljard',
    },
    summary: {
      en: 'Trade between Qatar and the Netherlands has reached more than €30 billion a year, driven by energy, logistics and services.',
      ar: 'بلغت التجارة بين قطر وهولندا أكثر من 30 مليار يورو سنويًا، مدفوعة بقطاعات الطاقة والخدمات اللوجستية والخدمات.',
      nl: 'De handel tussen Qatar en Nederland bedraagt inmiddels meer dan € 30 miljard per jaar, gedreven door energie, logistiek en diensten.',
    },
    content: [
      {
        en: 'Energy still makes up the largest share, but services and technology are growing fastest. The Port of Rotterdam remains the main gateway for Qatari goods into Europe.',
        ar: 'لا تزال الطاقة تشكل الحصة الأكبر، لكن الخدمات والتكنولوجيا هي الأسرع نموًا. ويظل ميناء روتردام البوابة الرئيسية للبضائع القطرية إلى أوروبا.',
        nl: 'Energie vormt nog altijd het grootste aandeel, maar diensten en technologie groeien het snelst. De haven van Rotterdam blijft de belangrijkste toegangspoort voor Qatarese goederen naar Europa.',
      },
      {
        en: 'The chamber expects further growth as more small and medium-sized companies enter both markets.',
        ar: 'تتوقع الغرفة مزيدًا من النمو مع دخول المزيد من الشركات الصغيرة والمتوسطة إلى السوقين.',
        nl: 'De Kamer verwacht verdere groei nu steeds meer mkb-bedrijven beide markten betreden.',
      },
    ],
    publishDate: '2025-12-03',
    category: 'News',
    year: 2025,
    readTime: 6,
    tags: [tag.trade, tag.research],
    featured: true,
  },
  {
    id: 'doing-business-in-qatar-guide-2025',
    title: {
      en: 'Guide: Doing Business in Qatar, 2025 Edition',
      ar: 'دليل: ممارسة الأعمال في قطر، إصدار 2025',
      nl: 'Gids: zakendoen in Qatar, editie 2025',
    },
    summary: {
      en: 'A practical guide for Dutch companies: company formation, licences, tax, employment and business culture.',
      ar: 'دليل عملي للشركات الهولندية: تأسيس الشركات والتراخيص والضرائب والتوظيف وثقافة الأعمال.',
      nl: 'Een praktische gids voor Nederlandse bedrijven: bedrijfsoprichting, vergunningen, belastingen, personeel en zakelijke cultuur.',
    },
    content: [
      {
        en: 'The guide walks through every step of setting up in Qatar, with checklists and contacts. This edition adds chapters on free zones and on hiring young professionals.',
        ar: 'يشرح الدليل كل خطوة من خطوات التأسيس في قطر، مع قوائم تحقق وجهات اتصال. ويضيف هذا الإصدار فصولًا عن المناطق الحرة وتوظيف المهنيين الشباب.',
        nl: 'De gids doorloopt elke stap van een vestiging in Qatar, met checklists en contactgegevens. Deze editie bevat nieuwe hoofdstukken over vrije zones en het aannemen van young professionals.',
      },
    ],
    publishDate: '2025-11-15',
    category: 'Downloads',
    year: 2025,
    readTime: 15,
    tags: [tag.culture, tag.tax, tag.research],
    related: publicationsLink,
  },
  {
    id: 'rotterdam-to-hamad-port-video',
    title: {
      en: 'Video: From Rotterdam to Hamad Port',
      ar: 'فيديو: من روتردام إلى ميناء حمد',
      nl: 'Video: van Rotterdam naar Hamad Port',
    },
    summary: {
      en: 'Follow a container from the Netherlands to Qatar and meet the people who keep trade moving.',
      ar: 'تابع رحلة حاوية من هولندا إلى قطر وتعرّف على الأشخاص الذين يُبقون حركة التجارة مستمرة.',
      nl: 'Volg een container van Nederland naar Qatar en maak kennis met de mensen die de handel draaiende houden.',
    },
    content: [
      {
        en: 'This short documentary visits both ports, a shipping line and a customs broker, and shows how digital paperwork has cut clearance times.',
        ar: 'يزور هذا الفيلم الوثائقي القصير الميناءين وخط شحن ووكيلًا جمركيًا، ويُظهر كيف قلّصت المستندات الرقمية مدة التخليص.',
        nl: 'Deze korte documentaire bezoekt beide havens, een rederij en een douane-expediteur, en laat zien hoe digitale documenten de inklaringstijd hebben verkort.',
      },
    ],
    publishDate: '2025-09-30',
    category: 'Videos',
    year: 2025,
    readTime: 8,
    tags: [tag.maritime, tag.trade],
  },
  {
    id: 'new-board-2025',
    title: {
      en: 'New Board Takes Office With a Focus on Startups',
      ar: 'مجلس إدارة جديد يتولى مهامه مع تركيز على الشركات الناشئة',
      nl: 'Nieuw bestuur treedt aan met aandacht voor startups',
    },
    summary: {
      en: 'Dr. Latifa Al-Khaldi and Pieter van der Linden lead a board of fourteen from both countries.',
      ar: 'تقود الدكتورة لطيفة الخالدي وبيتر فان دير ليندن مجلس إدارة من أربعة عشر عضوًا من البلدين.',
      nl: 'Dr. Latifa Al-Khaldi en Pieter van der Linden leiden een bestuur van veertien leden uit beide landen.',
    },
    content: [
      {
        en: 'The new board will launch programmes for startups and young professionals and strengthen the chamber’s work on energy, food security and technology.',
        ar: 'سيطلق المجلس الجديد برامج للشركات الناشئة والمهنيين الشباب، ويعزز عمل الغرفة في مجالات الطاقة والأمن الغذائي والتكنولوجيا.',
        nl: 'Het nieuwe bestuur start programma’s voor startups en young professionals en versterkt het werk van de Kamer op het gebied van energie, voedselzekerheid en technologie.',
      },
    ],
    publishDate: '2025-06-10',
    category: 'News',
    year: 2025,
    readTime: 4,
    tags: [tag.chamber, tag.startups],
    related: { href: '/about/board', label: { en: 'Meet the board', ar: 'تعرّفوا على مجلس الإدارة', nl: 'Maak kennis met het bestuur' } },
  },
  {
    id: 'podcast-career-doha-amsterdam',
    title: {
      en: 'Podcast: Building a Career Between Doha and Amsterdam',
      ar: 'بودكاست: بناء مسيرة مهنية بين الدوحة وأمستردام',
      nl: 'Podcast: een carrière tussen Doha en Amsterdam',
    },
    summary: {
      en: 'Three young professionals talk about working in both countries and what they wish they had known earlier.',
      ar: 'ثلاثة مهنيين شباب يتحدثون عن العمل في البلدين وما تمنوا لو عرفوه في وقت أبكر.',
      nl: 'Drie young professionals vertellen over werken in beide landen en wat zij eerder hadden willen weten.',
    },
    content: [
      {
        en: 'A consultant, an engineer and a founder share how they found their first job abroad, built a network and adapted to a new working culture.',
        ar: 'تشارك مستشارة ومهندس ومؤسس شركة كيف وجدوا وظيفتهم الأولى في الخارج وبنوا شبكة علاقاتهم وتأقلموا مع ثقافة عمل جديدة.',
        nl: 'Een consultant, een ingenieur en een oprichter vertellen hoe zij hun eerste baan in het buitenland vonden, een netwerk opbouwden en zich aanpasten aan een nieuwe werkcultuur.',
      },
    ],
    publishDate: '2025-05-14',
    category: 'Podcasts',
    year: 2025,
    readTime: 27,
    tags: [tag.careers, tag.culture],
    related: membershipLink,
  },
  {
    id: 'tax-treaty-factsheet',
    title: {
      en: 'Factsheet: The Qatar–Netherlands Tax Treaty',
      ar: 'نشرة حقائق: الاتفاقية الضريبية بين قطر وهولندا',
      nl: 'Factsheet: het belastingverdrag tussen Qatar en Nederland',
    },
    summary: {
      en: 'How the tax treaty prevents double taxation of companies and employees working in both countries.',
      ar: 'كيف تمنع الاتفاقية الضريبية الازدواج الضريبي على الشركات والموظفين العاملين في البلدين.',
      nl: 'Hoe het belastingverdrag dubbele belasting voorkomt voor bedrijven en werknemers die in beide landen actief zijn.',
    },
    content: [
      {
        en: 'The factsheet explains residence, permanent establishment and withholding taxes in plain language, with examples for common situations.',
        ar: 'تشرح النشرة مفاهيم الإقامة الضريبية والمنشأة الدائمة وضرائب الاستقطاع بلغة واضحة، مع أمثلة لحالات شائعة.',
        nl: 'De factsheet legt fiscale woonplaats, vaste inrichting en bronheffingen in begrijpelijke taal uit, met voorbeelden voor veelvoorkomende situaties.',
      },
    ],
    publishDate: '2025-02-20',
    category: 'Downloads',
    year: 2025,
    readTime: 6,
    tags: [tag.tax, tag.investment],
    related: publicationsLink,
  },
  {
    id: 'first-meeting-in-doha-video',
    title: {
      en: 'Video: Five Tips for Your First Meeting in Doha',
      ar: 'فيديو: خمس نصائح لاجتماعك الأول في الدوحة',
      nl: 'Video: vijf tips voor uw eerste afspraak in Doha',
    },
    summary: {
      en: 'Greetings, small talk, hospitality and follow-up: a short guide to making a good first impression.',
      ar: 'التحية والأحاديث الودية والضيافة والمتابعة: دليل قصير لترك انطباع أول جيد.',
      nl: 'Begroeting, small talk, gastvrijheid en opvolging: een korte gids voor een goede eerste indruk.',
    },
    content: [
      {
        en: 'Members from both countries share the habits that help a first meeting succeed, from accepting coffee to taking time before talking business.',
        ar: 'يشارك أعضاء من البلدين العادات التي تساعد على نجاح الاجتماع الأول، من قبول القهوة إلى التمهل قبل الحديث في الأعمال.',
        nl: 'Leden uit beide landen delen de gewoonten die een eerste afspraak doen slagen, van het aannemen van koffie tot de tijd nemen voordat het over zaken gaat.',
      },
    ],
    publishDate: '2024-11-12',
    category: 'Videos',
    year: 2024,
    readTime: 6,
    tags: [tag.culture],
    related: {
      href: '/market-info/cultural-differences',
      label: { en: 'Read about cultural differences', ar: 'اقرؤوا عن الفروق الثقافية', nl: 'Lees over culturele verschillen' },
    },
  },
  {
    id: 'membership-passes-800',
    title: {
      en: 'Chamber Membership Passes 800 Companies',
      ar: 'عدد أعضاء الغرفة يتجاوز 800 شركة',
      nl: 'Ledental van de Kamer passeert 800 bedrijven',
    },
    summary: {
      en: 'From multinationals to startups, more than 800 companies are now members of the chamber.',
      ar: 'من الشركات متعددة الجنسيات إلى الشركات الناشئة، أصبح أكثر من 800 شركة أعضاء في الغرفة.',
      nl: 'Van multinationals tot startups: inmiddels zijn meer dan 800 bedrijven lid van de Kamer.',
    },
    content: [
      {
        en: 'Growth came mostly from small and medium-sized companies, which now make up more than half of the membership.',
        ar: 'جاء النمو في معظمه من الشركات الصغيرة والمتوسطة التي باتت تشكل أكثر من نصف الأعضاء.',
        nl: 'De groei kwam vooral van het mkb, dat nu meer dan de helft van de leden uitmaakt.',
      },
    ],
    publishDate: '2024-09-25',
    category: 'News',
    year: 2024,
    readTime: 2,
    tags: [tag.membership, tag.chamber],
    related: membershipLink,
  },
  {
    id: 'hague-government-relations-office',
    title: {
      en: 'Chamber Opens Government Relations Office in The Hague',
      ar: 'الغرفة تفتتح مكتبًا للعلاقات الحكومية في لاهاي',
      nl: 'Kamer opent kantoor voor overheidsrelaties in Den Haag',
    },
    summary: {
      en: 'A new office brings the chamber closer to ministries, embassies and international institutions.',
      ar: 'مكتب جديد يقرّب الغرفة من الوزارات والسفارات والمؤسسات الدولية.',
      nl: 'Een nieuw kantoor brengt de Kamer dichter bij ministeries, ambassades en internationale instellingen.',
    },
    content: [
      {
        en: 'The office will support trade missions, represent members in policy discussions and help companies navigate Dutch and European regulation.',
        ar: 'سيدعم المكتب البعثات التجارية، ويمثل الأعضاء في النقاشات المتعلقة بالسياسات، ويساعد الشركات على فهم اللوائح الهولندية والأوروبية.',
        nl: 'Het kantoor ondersteunt handelsmissies, vertegenwoordigt leden in beleidsdiscussies en helpt bedrijven hun weg te vinden in Nederlandse en Europese regelgeving.',
      },
    ],
    publishDate: '2024-06-17',
    category: 'News',
    year: 2024,
    readTime: 3,
    tags: [tag.government, tag.chamber],
    related: { href: '/contact', label: { en: 'Find our offices', ar: 'اعثر على مكاتبنا', nl: 'Vind onze kantoren' } },
  },
  {
    id: 'agrifood-sector-report-2024',
    title: {
      en: 'Agrifood Sector Report 2024',
      ar: 'تقرير قطاع الصناعات الزراعية والغذائية 2024',
      nl: 'Sectorrapport agrifood 2024',
    },
    summary: {
      en: 'Opportunities for Dutch agrifood companies in Qatar, from vertical farming to dairy and food processing.',
      ar: 'الفرص المتاحة لشركات الصناعات الزراعية والغذائية الهولندية في قطر، من الزراعة العمودية إلى الألبان وتصنيع الأغذية.',
      nl: 'Kansen voor Nederlandse agrifoodbedrijven in Qatar, van verticale landbouw tot zuivel en voedselverwerking.',
    },
    content: [
      {
        en: 'The report maps demand, regulation and local partners, and profiles ten Dutch companies already active in Qatar.',
        ar: 'يرسم التقرير خريطة للطلب واللوائح والشركاء المحليين، ويعرض لمحات عن عشر شركات هولندية تعمل بالفعل في قطر.',
        nl: 'Het rapport brengt vraag, regelgeving en lokale partners in kaart en beschrijft tien Nederlandse bedrijven die al actief zijn in Qatar.',
      },
    ],
    publishDate: '2024-04-08',
    category: 'Downloads',
    year: 2024,
    readTime: 10,
    tags: [tag.agriculture, tag.research],
    related: publicationsLink,
  },
  {
    id: 'podcast-dutch-water-knowledge',
    title: {
      en: 'Podcast: What the Dutch Know About Water',
      ar: 'بودكاست: ما يعرفه الهولنديون عن المياه',
      nl: 'Podcast: wat Nederlanders weten over water',
    },
    summary: {
      en: 'A water engineer explains how Dutch expertise in delta management applies to a desert country.',
      ar: 'مهندسة مياه تشرح كيف يمكن تطبيق الخبرة الهولندية في إدارة الدلتا في بلد صحراوي.',
      nl: 'Een wateringenieur legt uit hoe Nederlandse kennis van deltabeheer toepasbaar is in een woestijnland.',
    },
    content: [
      {
        en: 'We discuss desalination, water reuse, coastal protection and the partnerships that bring Dutch water technology to Qatar.',
        ar: 'نناقش تحلية المياه وإعادة استخدامها وحماية السواحل والشراكات التي تنقل التكنولوجيا الهولندية في مجال المياه إلى قطر.',
        nl: 'We bespreken ontzilting, waterhergebruik, kustbescherming en de partnerschappen die Nederlandse watertechnologie naar Qatar brengen.',
      },
    ],
    publishDate: '2024-02-27',
    category: 'Podcasts',
    year: 2024,
    readTime: 24,
    tags: [tag.water, tag.technology],
  },
  {
    id: 'energy-transition-forum',
    title: {
      en: 'Energy Transition Forum Draws Record Attendance in Doha',
      ar: 'منتدى تحول الطاقة يستقطب حضورًا قياسيًا في الدوحة',
      nl: 'Forum over de energietransitie trekt recordaantal bezoekers in Doha',
    },
    summary: {
      en: 'More than 300 executives from both countries met to discuss hydrogen, carbon capture and the future of LNG, with twelve new partnership agreements announced.',
      ar: 'التقى أكثر من 300 مسؤول تنفيذي من البلدين لمناقشة الهيدروجين واحتجاز الكربون ومستقبل الغاز الطبيعي المسال، وأُعلن عن اثنتي عشرة اتفاقية شراكة جديدة.',
      nl: 'Meer dan 300 bestuurders uit beide landen spraken over waterstof, CO2-afvang en de toekomst van lng; er werden twaalf nieuwe samenwerkingsovereenkomsten aangekondigd.',
    },
    content: [
      {
        en: 'The third edition of the forum brought together energy companies, port authorities, engineering firms and researchers for two days of panels and site visits. Sessions on green hydrogen supply chains and on carbon capture at industrial clusters drew the largest audiences.',
        ar: 'جمعت الدورة الثالثة من المنتدى شركات الطاقة وسلطات الموانئ وشركات الهندسة والباحثين على مدى يومين من الجلسات والزيارات الميدانية، واستقطبت جلسات سلاسل إمداد الهيدروجين الأخضر واحتجاز الكربون في التجمعات الصناعية أكبر عدد من الحضور.',
        nl: 'De derde editie van het forum bracht energiebedrijven, havenbedrijven, ingenieursbureaus en onderzoekers samen voor twee dagen met panels en bedrijfsbezoeken. De sessies over toeleveringsketens voor groene waterstof en over CO2-afvang in industriële clusters trokken het grootste publiek.',
      },
      {
        en: 'Twelve partnership agreements were announced, among them joint studies on hydrogen shipping between Ras Laffan and Rotterdam. The chamber will follow up with a sector working group that any member company can join.',
        ar: 'أُعلن عن اثنتي عشرة اتفاقية شراكة، من بينها دراسات مشتركة حول شحن الهيدروجين بين رأس لفان وروتردام. وستتابع الغرفة ذلك بفريق عمل قطاعي يمكن لأي شركة عضو الانضمام إليه.',
        nl: 'Er werden twaalf samenwerkingsovereenkomsten aangekondigd, waaronder gezamenlijke studies naar de verscheping van waterstof tussen Ras Laffan en Rotterdam. De Kamer richt als vervolg een sectorwerkgroep op waaraan elk lid kan deelnemen.',
      },
    ],
    publishDate: '2025-03-12',
    category: 'News',
    year: 2025,
    readTime: 4,
    tags: [tag.energy, tag.hydrogen, tag.chamber],
    author: { en: 'Fatima Al-Kuwari', ar: 'فاطمة الكواري', nl: 'Fatima Al-Kuwari' },
    related: eventsLink,
  },
  {
    id: 'agritech-food-security',
    title: {
      en: 'Dutch Agritech Companies Explore Food Security Partnerships',
      ar: 'شركات التكنولوجيا الزراعية الهولندية تستكشف شراكات الأمن الغذائي',
      nl: 'Nederlandse agritechbedrijven verkennen samenwerking op het gebied van voedselzekerheid',
    },
    summary: {
      en: 'A delegation of greenhouse and water technology specialists visited Qatar to explore joint projects that support local food production.',
      ar: 'زار وفد من المتخصصين في تقنيات البيوت المحمية والمياه دولة قطر لاستكشاف مشروعات مشتركة تدعم الإنتاج الغذائي المحلي.',
      nl: 'Een delegatie van specialisten in kas- en watertechnologie bezocht Qatar om gezamenlijke projecten te verkennen die de lokale voedselproductie versterken.',
    },
    content: [
      {
        en: 'Eleven Dutch companies took part in the four-day visit, which included meetings with Qatari growers, food distributors and the authorities responsible for food security. Closed-loop greenhouses and water recycling for irrigation were the main topics.',
        ar: 'شاركت إحدى عشرة شركة هولندية في الزيارة التي استمرت أربعة أيام، وشملت لقاءات مع المزارعين وموزعي الأغذية القطريين والجهات المسؤولة عن الأمن الغذائي، وتركزت المناقشات على البيوت المحمية ذات الدورة المغلقة وإعادة تدوير المياه للري.',
        nl: 'Elf Nederlandse bedrijven namen deel aan het vierdaagse bezoek, met gesprekken met Qatarese telers, voedseldistributeurs en de autoriteiten die verantwoordelijk zijn voor voedselzekerheid. Gesloten kassystemen en hergebruik van water voor irrigatie stonden centraal.',
      },
      {
        en: 'Several companies are now preparing pilot projects with local partners. The chamber’s market expansion team supports them with partner introductions and advice on permits.',
        ar: 'تستعد عدة شركات الآن لإطلاق مشروعات تجريبية مع شركاء محليين، ويدعمها فريق التوسع في الأسواق بالغرفة بالتعريف بالشركاء وتقديم المشورة بشأن التراخيص.',
        nl: 'Verschillende bedrijven bereiden nu proefprojecten voor met lokale partners. Het team marktuitbreiding van de Kamer ondersteunt hen met introducties bij partners en advies over vergunningen.',
      },
    ],
    publishDate: '2025-02-26',
    category: 'News',
    year: 2025,
    readTime: 5,
    tags: [tag.agriculture, tag.tradeMissions, tag.water],
    author: { en: 'Pieter van Dijk', ar: 'بيتر فان دايك', nl: 'Pieter van Dijk' },
    related: {
      href: '/services/market-expansion',
      label: {
        en: 'Explore market expansion support',
        ar: 'تعرّفوا على دعم التوسع في الأسواق',
        nl: 'Ontdek de ondersteuning bij marktuitbreiding',
      },
    },
  },
  {
    id: 'investment-outlook',
    title: {
      en: 'Chamber Publishes Its Bilateral Investment Outlook',
      ar: 'الغرفة تصدر تقرير آفاق الاستثمار الثنائي',
      nl: 'Kamer publiceert vooruitzichten voor bilaterale investeringen',
    },
    summary: {
      en: 'Our research team expects investment to keep growing in logistics, fintech and smart infrastructure. Members can download the full report.',
      ar: 'يتوقع فريق الأبحاث لدينا استمرار نمو الاستثمارات في الخدمات اللوجستية والتقنية المالية والبنية التحتية الذكية. ويمكن للأعضاء تنزيل التقرير كاملًا.',
      nl: 'Ons onderzoeksteam verwacht dat de investeringen in logistiek, fintech en slimme infrastructuur blijven groeien. Leden kunnen het volledige rapport downloaden.',
    },
    content: [
      {
        en: 'The outlook combines official trade and investment figures with interviews with forty companies active in both countries. It finds that most new projects are partnerships rather than acquisitions, and that logistics, fintech and smart infrastructure attract the largest share.',
        ar: 'يجمع التقرير بين أرقام التجارة والاستثمار الرسمية ومقابلات مع أربعين شركة تعمل في البلدين، ويخلص إلى أن معظم المشروعات الجديدة شراكات وليست استحواذات، وأن الخدمات اللوجستية والتقنية المالية والبنية التحتية الذكية تستقطب النصيب الأكبر.',
        nl: 'De vooruitzichten combineren officiële handels- en investeringscijfers met interviews met veertig bedrijven die in beide landen actief zijn. De meeste nieuwe projecten blijken samenwerkingsverbanden in plaats van overnames, en logistiek, fintech en slimme infrastructuur trekken het grootste aandeel.',
      },
      {
        en: 'A summary is open to everyone; the full report with sector forecasts is available to members among the chamber’s publications.',
        ar: 'الملخص متاح للجميع، أما التقرير الكامل مع توقعات القطاعات فمتاح للأعضاء ضمن منشورات الغرفة.',
        nl: 'Een samenvatting is voor iedereen beschikbaar; het volledige rapport met sectorprognoses is voor leden te vinden bij de publicaties van de Kamer.',
      },
    ],
    publishDate: '2025-02-10',
    category: 'News',
    year: 2025,
    readTime: 6,
    tags: [tag.investment, tag.research],
    author: { en: 'Noor Al-Sulaiti', ar: 'نور السليطي', nl: 'Noor Al-Sulaiti' },
    related: publicationsLink,
  },
];

/** The article with this id, if there is one. */
export function findArticle(id: string): NewsArticle | undefined {
  return articles.find((article) => article.id === id);
}

/** The newest stories first: what the home page shows of the news. */
export function latestArticles(count: number): NewsListing[] {
  return [...articles]
    .sort((first, second) => second.publishDate.localeCompare(first.publishDate))
    .slice(0, count)
    .map(newsListing);
}
