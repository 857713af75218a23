import type { Localized } from '@shared/locales';
import type { EventCategory } from './events';

export type EventStatus = 'upcoming' | 'ongoing' | 'past';
export type HighlightIcon = 'presentation' | 'plane' | 'users' | 'palette';

export interface CountedLabel {
  /** The wording for exactly one; '{count}' is replaced by the number. */
  one: Localized;
  other: Localized;
}

export const categoryLabels: Record<EventCategory, Localized> = {
  Energy: { en: 'Energy', ar: 'الطاقة', nl: 'Energie' },
  Technology: { en: 'Technology', ar: 'التكنولوجيا', nl: 'Technologie' },
  Maritime: { en: 'Maritime', ar: 'النقل البحري', nl: 'Maritiem' },
  'Business Culture': { en: 'Business Culture', ar: 'ثقافة الأعمال', nl: 'Zakelijke cultuur' },
  Investment: { en: 'Investment', ar: 'الاستثمار', nl: 'Investeringen' },
  Agriculture: { en: 'Agriculture', ar: 'الزراعة', nl: 'Landbouw' },
  Sports: { en: 'Sports', ar: 'الرياضة', nl: 'Sport' },
  Culture: { en: 'Culture', ar: 'الثقافة', nl: 'Cultuur' },
  Infrastructure: { en: 'Infrastructure', ar: 'البنية التحتية', nl: 'Infrastructuur' },
};

/** The status filter's options, in order; 'upcoming' is the default. */
export const statusLabels: Record<EventStatus | 'all', Localized> = {
  upcoming: { en: 'Upcoming', ar: 'القادمة', nl: 'Binnenkort' },
  ongoing: { en: 'Ongoing', ar: 'الجارية', nl: 'Lopend' },
  past: { en: 'Past', ar: 'السابقة', nl: 'Afgelopen' },
  all: { en: 'All', ar: 'الكل', nl: 'Alle' },
};

export const monthNames: Localized[] = [
  { en: 'January', ar: 'يناير', nl: 'januari' },
  { en: 'February', ar: 'فبراير', nl: 'februari' },
  { en: 'March', ar: 'مارس', nl: 'maart' },
  { en: 'April', ar: 'أبريل', nl: 'april' },
  { en: 'May', ar: 'مايو', nl: 'mei' },
  { en: 'June', ar: 'يونيو', nl: 'juni' },
  { en: 'July', ar: 'يوليو', nl: 'juli' },
  { en: 'August', ar: 'أغسطس', nl: 'augustus' },
  { en: 'September', ar: 'سبتمبر', nl: 'september' },
  { en: 'October', ar: 'أكتوبر', nl: 'oktober' },
  { en: 'November', ar: 'نوفمبر', nl: 'november' },
  { en: 'December', ar: 'ديسمبر', nl: 'december' },
];

export const eventsPage = {
  hero: {
    count: {
      one: { en: '1 event in our programme', ar: 'عدد الفعاليات في برنامجنا: 1', nl: '1 evenement in ons programma' },
      other: {
        en: '{count} events in our programme',
        ar: 'عدد الفعاليات في برنامجنا: {count}',
        nl: '{count} evenementen in ons programma',
      },
    } satisfies CountedLabel,
    browse: { en: 'Browse the Programme', ar: 'تصفح البرنامج', nl: 'Bekijk het programma' },
    propose: { en: 'Propose an Event', ar: 'اقترح فعالية', nl: 'Stel een evenement voor' },
  },
  programme: {
    heading: { en: 'Events Programme', ar: 'برنامج الفعاليات', nl: 'Evenementenprogramma' },
    intro: {
      en: 'Search the programme or filter by sector, status and month.',
      ar: 'ابحثوا في البرنامج أو صفّوا النتائج حسب القطاع والحالة والشهر.',
      nl: 'Doorzoek het programma of filter op sector, status en maand.',
    },
  },
  filters: {
    label: { en: 'Filter events', ar: 'تصفية الفعاليات', nl: 'Evenementen filteren' },
    search: { en: 'Search', ar: 'بحث', nl: 'Zoeken' },
    searchPlaceholder: { en: 'Title or description', ar: 'العنوان أو الوصف', nl: 'Titel of omschrijving' },
    category: { en: 'Category', ar: 'الفئة', nl: 'Categorie' },
    allCategories: { en: 'All categories', ar: 'جميع الفئات', nl: 'Alle categorieën' },
    status: { en: 'Status', ar: 'الحالة', nl: 'Status' },
    month: { en: 'Month', ar: 'الشهر', nl: 'Maand' },
    allMonths: { en: 'All months', ar: 'جميع الأشهر', nl: 'Alle maanden' },
    clear: { en: 'Clear filters', ar: 'مسح عوامل التصفية', nl: 'Filters wissen' },
    results: {
      one: { en: '1 event found', ar: 'عدد الفعاليات: 1', nl: '1 evenement gevonden' },
      other: { en: '{count} events found', ar: 'عدد الفعاليات: {count}', nl: '{count} evenementen gevonden' },
    } satisfies CountedLabel,
  },
  empty: {
    title: { en: 'No events found', ar: 'لم يتم العثور على فعاليات', nl: 'Geen evenementen gevonden' },
    text: {
      en: 'Try adjusting your filters to see more events.',
      ar: 'جرّب تعديل عوامل التصفية لعرض المزيد من الفعاليات.',
      nl: 'Pas uw filters aan om meer evenementen te zien.',
    },
  },
  card: {
    register: { en: 'Register', ar: 'سجّل الآن', nl: 'Inschrijven' },
    addToCalendar: { en: 'Add to calendar', ar: 'أضف إلى التقويم', nl: 'Toevoegen aan agenda' },
    partnerEvent: { en: 'Partner event', ar: 'فعالية شريكة', nl: 'Partnerevenement' },
    annual: { en: 'Every year', ar: 'سنويًا', nl: 'Jaarlijks' },
    localTime: { en: 'local time', ar: 'بالتوقيت المحلي', nl: 'lokale tijd' },
    dailyHours: { en: 'daily', ar: 'يوميًا', nl: 'dagelijks' },
    price: { en: 'Price', ar: 'السعر', nl: 'Prijs' },
    date: { en: 'Date', ar: 'التاريخ', nl: 'Datum' },
    time: { en: 'Time', ar: 'الوقت', nl: 'Tijd' },
    location: { en: 'Location', ar: 'المكان', nl: 'Locatie' },
    places: { en: 'Places', ar: 'المقاعد', nl: 'Plaatsen' },
    registered: { en: '{count} of {capacity} registered', ar: 'سُجّل {count} من أصل {capacity}', nl: '{count} van {capacity} ingeschreven' },
    capacity: { en: '{capacity} places', ar: 'عدد المقاعد: {capacity}', nl: '{capacity} plaatsen' },
    attended: { en: '{count} attended', ar: 'عدد الحضور: {count}', nl: '{count} deelnemers' },
    ended: { en: 'This event has ended', ar: 'انتهت هذه الفعالية', nl: 'Dit evenement is afgelopen' },
  },
  highlights: {
    heading: { en: 'Event Highlights', ar: 'أبرز الفعاليات', nl: 'Hoogtepunten' },
    intro: {
      en: 'With 50+ events a year, there is always a way to meet the right people.',
      ar: 'مع أكثر من 50 فعالية سنويًا، هناك دائمًا فرصة للقاء الأشخاص المناسبين.',
      nl: 'Met 50+ evenementen per jaar is er altijd een gelegenheid om de juiste mensen te ontmoeten.',
    },
    items: [
      {
        icon: 'presentation',
        title: { en: 'Sector Forums', ar: 'المنتديات القطاعية', nl: 'Sectorfora' },
        text: {
          en: 'Full-day forums on energy, investment, technology and infrastructure with speakers from both countries.',
          ar: 'منتديات ليوم كامل حول الطاقة والاستثمار والتكنولوجيا والبنية التحتية مع متحدثين من البلدين.',
          nl: 'Dagfora over energie, investeringen, technologie en infrastructuur met sprekers uit beide landen.',
        },
      },
      {
        icon: 'plane',
        title: { en: 'Trade Missions', ar: 'البعثات التجارية', nl: 'Handelsmissies' },
        text: {
          en: 'Delegations to Doha and the Netherlands with company visits and prepared B2B meetings.',
          ar: 'وفود إلى الدوحة وهولندا تشمل زيارات للشركات ولقاءات أعمال مُعدّة مسبقًا.',
          nl: 'Delegaties naar Doha en Nederland met bedrijfsbezoeken en voorbereide B2B-gesprekken.',
        },
      },
      {
        icon: 'users',
        title: { en: 'Networking Receptions', ar: 'حفلات التواصل', nl: 'Netwerkrecepties' },
        text: {
          en: 'King’s Day, Qatar National Day and seasonal receptions where members meet partners and officials.',
          ar: 'يوم الملك واليوم الوطني لدولة قطر وحفلات موسمية يلتقي فيها الأعضاء بالشركاء والمسؤولين.',
          nl: 'Koningsdag, Qatar National Day en seizoensrecepties waar leden partners en bewindspersonen ontmoeten.',
        },
      },
      {
        icon: 'palette',
        title: { en: 'Culture and Learning', ar: 'الثقافة والتعلم', nl: 'Cultuur en kennis' },
        text: {
          en: 'Exhibitions, workshops and masterclasses that build understanding between both business cultures.',
          ar: 'معارض وورش عمل ودورات متقدمة تعزز التفاهم بين ثقافتي الأعمال في البلدين.',
          nl: 'Tentoonstellingen, workshops en masterclasses die begrip tussen beide bedrijfsculturen opbouwen.',
        },
      },
    ] satisfies Array<{ icon: HighlightIcon; title: Localized; text: Localized }>,
  },
  closing: {
    heading: { en: 'Never Miss an Event', ar: 'لا تفوّت أي فعالية', nl: 'Mis geen enkel evenement' },
    text: {
      en: 'Members get free or reduced entry to most events and first access to trade missions.',
      ar: 'يحصل الأعضاء على دخول مجاني أو مخفض إلى معظم الفعاليات وأولوية التسجيل في البعثات التجارية.',
      nl: 'Leden hebben gratis of goedkoper toegang tot de meeste evenementen en als eersten toegang tot handelsmissies.',
    },
    join: { en: 'Become a Member', ar: 'انضم إلى العضوية', nl: 'Word lid' },
    contact: { en: 'Contact the Events Team', ar: 'تواصل مع فريق الفعاليات', nl: 'Neem contact op met het evenemententeam' },
  },
};
