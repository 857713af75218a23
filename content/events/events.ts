import type { Localized } from '@shared/locales';

export const eventCategories = [
  'Energy',
  'Technology',
  'Maritime',
  'Business Culture',
  'Investment',
  'Agriculture',
  'Sports',
  'Culture',
  'Infrastructure',
] as const;
export type EventCategory = (typeof eventCategories)[number];

/** Where the clock of an event runs; the calendar file converts its times from here. */
export type EventTimeZone = 'Asia/Qatar' | 'Europe/Amsterdam';

/**
 * An event of the chamber's programme. Its status (upcoming, ongoing, past) is
 * never stored: it follows from the dates and today's date.
 */
export interface ChamberEvent {
  id: string;
  title: Localized;
  description: Localized;
  /** First day, YYYY-MM-DD, in the event's own time zone. For an annual event, its first edition. */
  date: string;
  /** Last day of an event that spans several days. */
  endDate?: string;
  /** Local times, HH:mm; for a multi-day event, the daily opening hours. */
  startTime: string;
  endTime: string;
  timeZone: EventTimeZone;
  location: Localized;
  category: EventCategory;
  /** An internal path: registration runs through the events team. */
  registrationUrl: string;
  /** Free text with euro and QAR amounts. */
  price: Localized;
  capacity?: number;
  attendees?: number;
  isPartnerEvent?: boolean;
  /** Held on the same dates every year; the page shows the next edition. */
  annual?: boolean;
}

/**
 * The day the programme was last reviewed. Prerendered HTML (and the first
 * render in the browser) shows statuses as of this date; the browser then
 * switches to the visitor's own date.
 */
export const programmeReviewedOn = '2026-11-25';

const eventsTeam = '/contact?department=events';
const tradeTeam = '/contact?department=trade-facilitation';
const investmentTeam = '/contact?department=investment';

export const events: ChamberEvent[] = [
  {
    id: 'energy-transition-forum-2026',
    title: {
      en: 'Energy Transition Forum: LNG, Hydrogen and Beyond',
      ar: 'منتدى تحول الطاقة: الغاز الطبيعي المسال والهيدروجين وما بعدهما',
      nl: 'Forum energietransitie: LNG, waterstof en verder',
    },
    description: {
      en: 'Energy companies from both countries discuss how LNG and hydrogen will shape trade over the next decade, followed by B2B meetings.',
      ar: 'تناقش شركات الطاقة من البلدين كيف سيشكّل الغاز الطبيعي المسال والهيدروجين ملامح التجارة خلال العقد المقبل، تليها لقاءات بين الشركات.',
      nl: 'Energiebedrijven uit beide landen bespreken hoe LNG en waterstof de handel in het komende decennium vormgeven, gevolgd door B2B-gesprekken.',
    },
    date: '2026-02-17',
    startTime: '09:00',
    endTime: '17:00',
    timeZone: 'Asia/Qatar',
    location: { en: 'Al Dafna Conference Centre, Doha', ar: 'مركز الدفنة للمؤتمرات، الدوحة', nl: 'Al Dafna Conference Centre, Doha' },
    category: 'Energy',
    registrationUrl: eventsTeam,
    price: {
      en: '€195 (QAR 780); members €95 (QAR 380)',
      ar: '195 يورو (780 ريالًا قطريًا)؛ للأعضاء 95 يورو (380 ريالًا قطريًا)',
      nl: '€ 195 (QAR 780); leden € 95 (QAR 380)',
    },
    capacity: 250,
    attendees: 236,
  },
  {
    id: 'smart-agriculture-mission-2026',
    title: {
      en: 'Trade Mission: Smart Agriculture to Doha',
      ar: 'بعثة تجارية: الزراعة الذكية إلى الدوحة',
      nl: 'Handelsmissie: slimme landbouw naar Doha',
    },
    description: {
      en: 'Three days of farm visits, meetings with Qatari growers and a seminar on food security for Dutch agritech companies.',
      ar: 'ثلاثة أيام من الزيارات الميدانية للمزارع واللقاءات مع المزارعين القطريين وندوة حول الأمن الغذائي لشركات التكنولوجيا الزراعية الهولندية.',
      nl: 'Drie dagen bedrijfsbezoeken, gesprekken met Qatarese telers en een seminar over voedselzekerheid voor Nederlandse agritechbedrijven.',
    },
    date: '2026-05-11',
    endDate: '2026-05-13',
    startTime: '09:00',
    endTime: '18:00',
    timeZone: 'Asia/Qatar',
    location: { en: 'Doha and Al Khor', ar: 'الدوحة والخور', nl: 'Doha en Al Khor' },
    category: 'Agriculture',
    registrationUrl: tradeTeam,
    price: {
      en: '€1,450 (QAR 5,800) per delegate, excluding flights',
      ar: '1,450 يورو (5,800 ريال قطري) لكل مشارك، دون تذاكر الطيران',
      nl: '€ 1.450 (QAR 5.800) per deelnemer, exclusief vluchten',
    },
    capacity: 20,
    attendees: 18,
  },
  {
    id: 'rotterdam-maritime-roundtable-2026',
    title: {
      en: 'Rotterdam–Hamad Port Maritime Roundtable',
      ar: 'الطاولة المستديرة البحرية بين روتردام وميناء حمد',
      nl: 'Maritieme rondetafel Rotterdam–Hamad Port',
    },
    description: {
      en: 'Shipping lines, port authorities and forwarders on faster, greener routes between Rotterdam and Hamad Port.',
      ar: 'خطوط الشحن وسلطات الموانئ ووكلاء الشحن يناقشون مسارات أسرع وأكثر مراعاة للبيئة بين روتردام وميناء حمد.',
      nl: 'Rederijen, havenautoriteiten en expediteurs over snellere en groenere routes tussen Rotterdam en Hamad Port.',
    },
    date: '2026-06-09',
    startTime: '10:00',
    endTime: '13:00',
    timeZone: 'Europe/Amsterdam',
    location: { en: 'Maritime Museum, Rotterdam', ar: 'المتحف البحري، روتردام', nl: 'Maritiem Museum, Rotterdam' },
    category: 'Maritime',
    registrationUrl: eventsTeam,
    price: {
      en: 'Free for members; guests €45 (QAR 180)',
      ar: 'مجانًا للأعضاء؛ للضيوف 45 يورو (180 ريالًا قطريًا)',
      nl: 'Gratis voor leden; gasten € 45 (QAR 180)',
    },
    capacity: 40,
    attendees: 38,
    isPartnerEvent: true,
  },
  {
    id: 'business-culture-workshop-2026',
    title: {
      en: 'Doing Business in Qatar: Business Culture Workshop',
      ar: 'ممارسة الأعمال في قطر: ورشة عمل حول ثقافة الأعمال',
      nl: 'Zakendoen in Qatar: workshop zakelijke cultuur',
    },
    description: {
      en: 'A practical afternoon on meeting etiquette, relationship building and negotiation in Qatar, led by Qatari and Dutch business people.',
      ar: 'ورشة عملية لمدة نصف يوم حول آداب الاجتماعات وبناء العلاقات والتفاوض في قطر، يقدمها رجال وسيدات أعمال من قطر وهولندا.',
      nl: 'Een praktische middag over vergaderetiquette, relatieopbouw en onderhandelen in Qatar, gegeven door Qatarese en Nederlandse ondernemers.',
    },
    date: '2026-09-22',
    startTime: '13:00',
    endTime: '17:00',
    timeZone: 'Europe/Amsterdam',
    location: { en: 'Chamber office, Amsterdam', ar: 'مكتب الغرفة، أمستردام', nl: 'Kantoor van de Kamer, Amsterdam' },
    category: 'Business Culture',
    registrationUrl: eventsTeam,
    price: {
      en: '€95 (QAR 380); members free',
      ar: '95 يورو (380 ريالًا قطريًا)؛ مجانًا للأعضاء',
      nl: '€ 95 (QAR 380); gratis voor leden',
    },
    capacity: 30,
    attendees: 30,
  },
  {
    id: 'doha-investment-summit-2026',
    title: {
      en: 'Qatar–Netherlands Investment Summit',
      ar: 'قمة الاستثمار القطرية الهولندية',
      nl: 'Investeringstop Qatar–Nederland',
    },
    description: {
      en: 'Investors, fund managers and growth companies meet to discuss opportunities in both markets, with pitch sessions from Dutch scale-ups.',
      ar: 'يلتقي المستثمرون ومديرو الصناديق والشركات النامية لمناقشة الفرص في السوقين، مع عروض تقدمها شركات هولندية سريعة النمو.',
      nl: 'Investeerders, fondsbeheerders en groeibedrijven bespreken kansen in beide markten, met pitches van Nederlandse scale-ups.',
    },
    date: '2026-10-20',
    startTime: '09:00',
    endTime: '18:00',
    timeZone: 'Asia/Qatar',
    location: { en: 'Al Dafna Conference Centre, Doha', ar: 'مركز الدفنة للمؤتمرات، الدوحة', nl: 'Al Dafna Conference Centre, Doha' },
    category: 'Investment',
    registrationUrl: investmentTeam,
    price: {
      en: '€250 (QAR 1,000); members €150 (QAR 600)',
      ar: '250 يورو (1,000 ريال قطري)؛ للأعضاء 150 يورو (600 ريال قطري)',
      nl: '€ 250 (QAR 1.000); leden € 150 (QAR 600)',
    },
    capacity: 300,
    attendees: 284,
  },
  {
    id: 'sports-business-exchange-2026',
    title: {
      en: 'Sports Business Exchange',
      ar: 'ملتقى أعمال الرياضة',
      nl: 'Sport Business Exchange',
    },
    description: {
      en: 'An evening on stadium technology, event management and sports science partnerships between Qatar and the Netherlands.',
      ar: 'أمسية حول تقنيات الملاعب وإدارة الفعاليات وشراكات علوم الرياضة بين قطر وهولندا.',
      nl: 'Een avond over stadiontechnologie, evenementenbeheer en samenwerking in sportwetenschap tussen Qatar en Nederland.',
    },
    date: '2026-11-12',
    startTime: '18:00',
    endTime: '21:30',
    timeZone: 'Asia/Qatar',
    location: { en: 'Education City, Doha', ar: 'المدينة التعليمية، الدوحة', nl: 'Education City, Doha' },
    category: 'Sports',
    registrationUrl: eventsTeam,
    price: {
      en: 'Free for members; guests €35 (QAR 140)',
      ar: 'مجانًا للأعضاء؛ للضيوف 35 يورو (140 ريالًا قطريًا)',
      nl: 'Gratis voor leden; gasten € 35 (QAR 140)',
    },
    capacity: 120,
    attendees: 109,
  },
  {
    id: 'dutch-design-exhibition',
    title: {
      en: 'Exhibition: Dutch Design in Doha — Water, Light and Living',
      ar: 'معرض: التصميم الهولندي في الدوحة — الماء والضوء والحياة',
      nl: 'Tentoonstelling: Dutch Design in Doha — water, licht en wonen',
    },
    description: {
      en: 'A six-month exhibition of Dutch design for hot climates, from water-saving architecture to lighting, with monthly talks for members.',
      ar: 'معرض يمتد ستة أشهر للتصميم الهولندي الملائم للمناخات الحارة، من العمارة الموفرة للمياه إلى الإضاءة، مع لقاءات شهرية للأعضاء.',
      nl: 'Een tentoonstelling van zes maanden over Nederlands ontwerp voor warme klimaten, van waterbesparende architectuur tot verlichting, met maandelijkse lezingen voor leden.',
    },
    date: '2026-10-01',
    endDate: '2027-03-31',
    startTime: '10:00',
    endTime: '20:00',
    timeZone: 'Asia/Qatar',
    location: { en: 'Fire Station Gallery, Doha', ar: 'معرض مبنى المطافئ، الدوحة', nl: 'Fire Station Gallery, Doha' },
    category: 'Culture',
    registrationUrl: eventsTeam,
    price: {
      en: 'Free entry; member talks free, guests €15 (QAR 60)',
      ar: 'الدخول مجاني؛ اللقاءات مجانية للأعضاء، وللضيوف 15 يورو (60 ريالًا قطريًا)',
      nl: 'Gratis toegang; lezingen gratis voor leden, gasten € 15 (QAR 60)',
    },
    isPartnerEvent: true,
  },
  {
    id: 'startup-bridge-programme',
    title: {
      en: 'Startup Bridge: Doha–Amsterdam Accelerator',
      ar: 'جسر الشركات الناشئة: مسرّعة أعمال الدوحة وأمستردام',
      nl: 'Startup Bridge: accelerator Doha–Amsterdam',
    },
    description: {
      en: 'A twenty-week programme of workshops, mentoring and investor meetings for startups that want to grow in both countries.',
      ar: 'برنامج مدته عشرون أسبوعًا من ورش العمل والإرشاد واللقاءات مع المستثمرين للشركات الناشئة الراغبة في النمو في البلدين.',
      nl: 'Een programma van twintig weken met workshops, mentoring en investeerdersgesprekken voor startups die in beide landen willen groeien.',
    },
    date: '2026-10-15',
    endDate: '2027-02-28',
    startTime: '09:00',
    endTime: '17:00',
    timeZone: 'Europe/Amsterdam',
    location: {
      en: 'Amsterdam and Doha, with online sessions',
      ar: 'أمستردام والدوحة، مع جلسات عبر الإنترنت',
      nl: 'Amsterdam en Doha, met online sessies',
    },
    category: 'Technology',
    registrationUrl: eventsTeam,
    price: {
      en: 'Free for selected startups; application required',
      ar: 'مجانًا للشركات الناشئة المختارة؛ يتطلب تقديم طلب',
      nl: 'Gratis voor geselecteerde startups; aanmelding vereist',
    },
    capacity: 16,
    attendees: 16,
    isPartnerEvent: true,
  },
  {
    id: 'qatar-national-day-reception',
    title: {
      en: 'Qatar National Day Business Reception',
      ar: 'حفل استقبال الأعمال بمناسبة اليوم الوطني لدولة قطر',
      nl: 'Zakelijke receptie Qatar National Day',
    },
    description: {
      en: 'Our annual reception celebrating Qatar National Day with members, partners and guests from government and diplomacy.',
      ar: 'حفل الاستقبال السنوي احتفاءً باليوم الوطني لدولة قطر مع الأعضاء والشركاء وضيوف من الجهات الحكومية والسلك الدبلوماسي.',
      nl: 'Onze jaarlijkse receptie ter gelegenheid van Qatar National Day, met leden, partners en gasten uit overheid en diplomatie.',
    },
    date: '2026-12-18',
    startTime: '18:30',
    endTime: '21:30',
    timeZone: 'Europe/Amsterdam',
    location: { en: 'Hotel des Indes, The Hague', ar: 'فندق دي إنديز، لاهاي', nl: 'Hotel des Indes, Den Haag' },
    category: 'Culture',
    registrationUrl: eventsTeam,
    price: {
      en: 'By invitation; members may register one guest free of charge',
      ar: 'بالدعوة؛ يمكن للأعضاء تسجيل ضيف واحد مجانًا',
      nl: 'Op uitnodiging; leden kunnen kosteloos één gast aanmelden',
    },
    capacity: 200,
    annual: true,
  },
  {
    id: 'smart-mobility-conference-2027',
    title: {
      en: 'Smart Mobility and Infrastructure Conference',
      ar: 'مؤتمر التنقل الذكي والبنية التحتية',
      nl: 'Congres slimme mobiliteit en infrastructuur',
    },
    description: {
      en: 'Planners and engineers from both countries on metro systems, smart roads and climate-resilient city design.',
      ar: 'مخططون ومهندسون من البلدين يناقشون أنظمة المترو والطرق الذكية وتصميم المدن القادرة على مواجهة التغير المناخي.',
      nl: 'Planners en ingenieurs uit beide landen over metrosystemen, slimme wegen en klimaatbestendig stadsontwerp.',
    },
    date: '2027-01-19',
    startTime: '09:30',
    endTime: '17:00',
    timeZone: 'Europe/Amsterdam',
    location: { en: 'World Forum, The Hague', ar: 'المنتدى العالمي، لاهاي', nl: 'World Forum, Den Haag' },
    category: 'Infrastructure',
    registrationUrl: eventsTeam,
    price: {
      en: '€175 (QAR 700); members €95 (QAR 380)',
      ar: '175 يورو (700 ريال قطري)؛ للأعضاء 95 يورو (380 ريالًا قطريًا)',
      nl: '€ 175 (QAR 700); leden € 95 (QAR 380)',
    },
    capacity: 350,
    attendees: 142,
  },
  {
    id: 'ai-digital-trade-summit-2027',
    title: {
      en: 'AI and Digital Trade Summit',
      ar: 'قمة الذكاء الاصطناعي والتجارة الرقمية',
      nl: 'Top AI en digitale handel',
    },
    description: {
      en: 'How artificial intelligence, data rules and digital payments change trade between the Gulf and Europe.',
      ar: 'كيف يغيّر الذكاء الاصطناعي وقواعد البيانات والمدفوعات الرقمية التجارة بين الخليج وأوروبا.',
      nl: 'Hoe kunstmatige intelligentie, dataregels en digitale betalingen de handel tussen de Golfregio en Europa veranderen.',
    },
    date: '2027-02-09',
    startTime: '09:00',
    endTime: '18:00',
    timeZone: 'Europe/Amsterdam',
    location: { en: 'Zuidas Trade Centre, Amsterdam', ar: 'مركز زويداس التجاري، أمستردام', nl: 'Zuidas Trade Centre, Amsterdam' },
    category: 'Technology',
    registrationUrl: eventsTeam,
    price: {
      en: '€225 (QAR 900); members €125 (QAR 500)',
      ar: '225 يورو (900 ريال قطري)؛ للأعضاء 125 يورو (500 ريال قطري)',
      nl: '€ 225 (QAR 900); leden € 125 (QAR 500)',
    },
    capacity: 400,
    attendees: 168,
  },
  {
    id: 'hydrogen-trade-mission-2027',
    title: {
      en: 'Trade Mission: Hydrogen and Energy Transition to the Netherlands',
      ar: 'بعثة تجارية: الهيدروجين وتحول الطاقة إلى هولندا',
      nl: 'Handelsmissie: waterstof en energietransitie naar Nederland',
    },
    description: {
      en: 'A Qatari delegation visits hydrogen projects, ports and research centres in Rotterdam, Groningen and Amsterdam.',
      ar: 'وفد قطري يزور مشاريع الهيدروجين والموانئ ومراكز الأبحاث في روتردام وخرونينغن وأمستردام.',
      nl: 'Een Qatarese delegatie bezoekt waterstofprojecten, havens en onderzoekscentra in Rotterdam, Groningen en Amsterdam.',
    },
    date: '2027-03-15',
    endDate: '2027-03-18',
    startTime: '08:30',
    endTime: '18:00',
    timeZone: 'Europe/Amsterdam',
    location: { en: 'Rotterdam, Groningen and Amsterdam', ar: 'روتردام وخرونينغن وأمستردام', nl: 'Rotterdam, Groningen en Amsterdam' },
    category: 'Energy',
    registrationUrl: tradeTeam,
    price: {
      en: '€1,650 (QAR 6,600) per delegate, excluding flights',
      ar: '1,650 يورو (6,600 ريال قطري) لكل مشارك، دون تذاكر الطيران',
      nl: '€ 1.650 (QAR 6.600) per deelnemer, exclusief vluchten',
    },
    capacity: 25,
    attendees: 11,
  },
  {
    id: 'kings-day-reception',
    title: {
      en: 'King’s Day Networking Reception',
      ar: 'حفل التواصل بمناسبة يوم الملك',
      nl: 'Koningsdag netwerkreceptie',
    },
    description: {
      en: 'Our annual King’s Day celebration in Doha: an orange-themed evening for the Dutch and Qatari business community.',
      ar: 'احتفالنا السنوي بيوم الملك في الدوحة: أمسية باللون البرتقالي لمجتمع الأعمال الهولندي والقطري.',
      nl: 'Onze jaarlijkse Koningsdagviering in Doha: een oranje avond voor de Nederlandse en Qatarese zakengemeenschap.',
    },
    date: '2026-04-27',
    startTime: '18:00',
    endTime: '21:00',
    timeZone: 'Asia/Qatar',
    location: { en: 'Al Dafna Hotel, Doha', ar: 'فندق الدفنة، الدوحة', nl: 'Al Dafna Hotel, Doha' },
    category: 'Culture',
    registrationUrl: eventsTeam,
    price: {
      en: 'Free for members; guests €40 (QAR 160)',
      ar: 'مجانًا للأعضاء؛ للضيوف 40 يورو (160 ريالًا قطريًا)',
      nl: 'Gratis voor leden; gasten € 40 (QAR 160)',
    },
    capacity: 250,
    annual: true,
  },
  {
    id: 'greenhouse-masterclass-2027',
    title: {
      en: 'Greenhouse Horticulture Masterclass',
      ar: 'دورة متقدمة في زراعة البيوت المحمية',
      nl: 'Masterclass glastuinbouw',
    },
    description: {
      en: 'Dutch growers share how closed greenhouses, water recycling and LED lighting raise yields in a desert climate.',
      ar: 'يشارك مزارعون هولنديون كيف ترفع البيوت المحمية المغلقة وإعادة تدوير المياه والإضاءة بتقنية LED الإنتاجية في المناخ الصحراوي.',
      nl: 'Nederlandse telers laten zien hoe gesloten kassen, waterhergebruik en ledverlichting de opbrengst in een woestijnklimaat verhogen.',
    },
    date: '2027-04-13',
    startTime: '10:00',
    endTime: '15:00',
    timeZone: 'Asia/Qatar',
    location: { en: 'Qatar University, Doha', ar: 'جامعة قطر، الدوحة', nl: 'Qatar University, Doha' },
    category: 'Agriculture',
    registrationUrl: eventsTeam,
    price: {
      en: '€60 (QAR 240); members free',
      ar: '60 يورو (240 ريالًا قطريًا)؛ مجانًا للأعضاء',
      nl: '€ 60 (QAR 240); gratis voor leden',
    },
    capacity: 60,
    attendees: 21,
  },
  {
    id: 'maritime-logistics-forum-2027',
    title: {
      en: 'Maritime and Logistics Forum',
      ar: 'منتدى النقل البحري والخدمات اللوجستية',
      nl: 'Forum maritiem en logistiek',
    },
    description: {
      en: 'Ports, carriers and logistics providers on supply chains between Europe and the Gulf, with a tour of Hamad Port.',
      ar: 'الموانئ وشركات النقل ومزودو الخدمات اللوجستية يناقشون سلاسل الإمداد بين أوروبا والخليج، مع جولة في ميناء حمد.',
      nl: 'Havens, vervoerders en logistieke dienstverleners over toeleveringsketens tussen Europa en de Golfregio, met een rondleiding door Hamad Port.',
    },
    date: '2027-05-25',
    startTime: '09:00',
    endTime: '16:00',
    timeZone: 'Asia/Qatar',
    location: { en: 'Hamad Port, Doha', ar: 'ميناء حمد، الدوحة', nl: 'Hamad Port, Doha' },
    category: 'Maritime',
    registrationUrl: eventsTeam,
    price: {
      en: '€120 (QAR 480); members €60 (QAR 240)',
      ar: '120 يورو (480 ريالًا قطريًا)؛ للأعضاء 60 يورو (240 ريالًا قطريًا)',
      nl: '€ 120 (QAR 480); leden € 60 (QAR 240)',
    },
    capacity: 80,
    attendees: 26,
    isPartnerEvent: true,
  },
  {
    id: 'investment-dialogue-2027',
    title: {
      en: 'Annual Investment Dialogue Amsterdam',
      ar: 'الحوار الاستثماري السنوي في أمستردام',
      nl: 'Jaarlijkse investeringsdialoog Amsterdam',
    },
    description: {
      en: 'Qatari investors and Dutch companies meet in small round tables on real estate, healthcare and clean technology.',
      ar: 'يلتقي مستثمرون قطريون وشركات هولندية في طاولات مستديرة صغيرة حول العقارات والرعاية الصحية والتقنيات النظيفة.',
      nl: 'Qatarese investeerders en Nederlandse bedrijven ontmoeten elkaar aan kleine ronde tafels over vastgoed, zorg en schone technologie.',
    },
    date: '2027-06-08',
    startTime: '13:00',
    endTime: '19:00',
    timeZone: 'Europe/Amsterdam',
    location: { en: 'Amstel Business Club, Amsterdam', ar: 'نادي أمستل للأعمال، أمستردام', nl: 'Amstel Business Club, Amsterdam' },
    category: 'Investment',
    registrationUrl: investmentTeam,
    price: {
      en: 'Members only: €150 (QAR 600)',
      ar: 'للأعضاء فقط: 150 يورو (600 ريال قطري)',
      nl: 'Alleen voor leden: € 150 (QAR 600)',
    },
    capacity: 60,
    attendees: 12,
  },
  {
    id: 'cross-cultural-leadership-2027',
    title: {
      en: 'Cross-Cultural Leadership Workshop',
      ar: 'ورشة عمل القيادة عبر الثقافات',
      nl: 'Workshop intercultureel leiderschap',
    },
    description: {
      en: 'For managers leading mixed Qatari and Dutch teams: communication, decision-making and feedback across cultures.',
      ar: 'للمديرين الذين يقودون فرقًا مشتركة من قطر وهولندا: التواصل واتخاذ القرار وتقديم الملاحظات عبر الثقافات.',
      nl: 'Voor managers van gemengde Qatarese en Nederlandse teams: communicatie, besluitvorming en feedback over culturen heen.',
    },
    date: '2027-09-14',
    startTime: '09:30',
    endTime: '16:30',
    timeZone: 'Asia/Qatar',
    location: { en: 'Chamber headquarters, Doha', ar: 'المقر الرئيسي للغرفة، الدوحة', nl: 'Hoofdkantoor van de Kamer, Doha' },
    category: 'Business Culture',
    registrationUrl: eventsTeam,
    price: {
      en: '€180 (QAR 720); members €90 (QAR 360)',
      ar: '180 يورو (720 ريالًا قطريًا)؛ للأعضاء 90 يورو (360 ريالًا قطريًا)',
      nl: '€ 180 (QAR 720); leden € 90 (QAR 360)',
    },
    capacity: 24,
    attendees: 4,
  },
  {
    id: 'sports-events-delegation-2027',
    title: {
      en: 'Sports and Major Events Industry Delegation',
      ar: 'وفد قطاع الرياضة والفعاليات الكبرى',
      nl: 'Delegatie sport en grote evenementen',
    },
    description: {
      en: 'Dutch suppliers of turf, lighting, crowd management and sports technology meet venue operators and organizers in Doha.',
      ar: 'يلتقي موردون هولنديون للعشب الرياضي والإضاءة وإدارة الحشود والتكنولوجيا الرياضية بمشغلي المنشآت ومنظمي الفعاليات في الدوحة.',
      nl: 'Nederlandse leveranciers van kunstgras, verlichting, crowd management en sporttechnologie ontmoeten locatiebeheerders en organisatoren in Doha.',
    },
    date: '2027-10-05',
    endDate: '2027-10-07',
    startTime: '09:00',
    endTime: '17:30',
    timeZone: 'Asia/Qatar',
    location: { en: 'Doha', ar: 'الدوحة', nl: 'Doha' },
    category: 'Sports',
    registrationUrl: tradeTeam,
    price: {
      en: '€1,250 (QAR 5,000) per delegate, excluding flights',
      ar: '1,250 يورو (5,000 ريال قطري) لكل مشارك، دون تذاكر الطيران',
      nl: '€ 1.250 (QAR 5.000) per deelnemer, exclusief vluchten',
    },
    capacity: 20,
    attendees: 3,
  },
];
