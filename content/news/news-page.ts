import type { Localized } from '@shared/locales';
import type { NewsCategory } from './articles';

export interface CountedLabel {
  /** The wording for exactly one; '{count}' is replaced by the number. */
  one: Localized;
  other: Localized;
}

/** The content filter's options, in order: 'all' first, then one per category. */
export const contentTypeLabels: Record<'all' | NewsCategory, Localized> = {
  all: { en: 'All Content', ar: 'كل المحتوى', nl: 'Alle inhoud' },
  News: { en: 'News', ar: 'الأخبار', nl: 'Nieuws' },
  Downloads: { en: 'Downloads', ar: 'التنزيلات', nl: 'Downloads' },
  Videos: { en: 'Videos', ar: 'الفيديوهات', nl: 'Video’s' },
  Podcasts: { en: 'Podcasts', ar: 'البودكاست', nl: 'Podcasts' },
};

export const newsPage = {
  list: {
    heading: { en: 'Latest Articles', ar: 'أحدث المقالات', nl: 'Laatste artikelen' },
    intro: {
      en: 'Search our news, reports, videos and podcasts, or narrow them down by type and year.',
      ar: 'ابحثوا في أخبارنا وتقاريرنا ومقاطع الفيديو والبودكاست، أو صفّوها حسب النوع والسنة.',
      nl: 'Doorzoek ons nieuws, onze rapporten, video’s en podcasts, of verfijn op type en jaar.',
    },
  },
  filters: {
    label: { en: 'Search articles', ar: 'البحث في المقالات', nl: 'Artikelen zoeken' },
    search: { en: 'Search', ar: 'بحث', nl: 'Zoeken' },
    searchPlaceholder: { en: 'Title, summary or tag', ar: 'العنوان أو الملخص أو الوسم', nl: 'Titel, samenvatting of tag' },
    submitSearch: { en: 'Search', ar: 'ابحث', nl: 'Zoeken' },
    contentType: { en: 'Content type', ar: 'نوع المحتوى', nl: 'Soort inhoud' },
    year: { en: 'Year', ar: 'السنة', nl: 'Jaar' },
    allYears: { en: 'All years', ar: 'كل السنوات', nl: 'Alle jaren' },
    sort: { en: 'Sort', ar: 'الترتيب', nl: 'Sorteren' },
    newest: { en: 'Newest First', ar: 'الأحدث أولًا', nl: 'Nieuwste eerst' },
    oldest: { en: 'Oldest First', ar: 'الأقدم أولًا', nl: 'Oudste eerst' },
    clear: { en: 'Clear filters', ar: 'مسح عوامل التصفية', nl: 'Filters wissen' },
    results: {
      one: { en: '1 article', ar: 'عدد المقالات: 1', nl: '1 artikel' },
      other: { en: '{count} articles', ar: 'عدد المقالات: {count}', nl: '{count} artikelen' },
    } satisfies CountedLabel,
  },
  empty: {
    title: { en: 'No articles found', ar: 'لم يتم العثور على مقالات', nl: 'Geen artikelen gevonden' },
    text: {
      en: 'Try another search term or clear the filters.',
      ar: 'جرّب كلمة بحث أخرى أو امسح عوامل التصفية.',
      nl: 'Probeer een andere zoekterm of wis de filters.',
    },
  },
  article: {
    /** Under ten minutes. */
    readTimeShort: { en: '{minutes} min read', ar: 'مدة القراءة: {minutes} د', nl: '{minutes} min lezen' },
    /** Ten minutes or more. */
    readTimeLong: { en: '{minutes} min', ar: 'المدة: {minutes} د', nl: '{minutes} min' },
    featured: { en: 'Featured', ar: 'مميز', nl: 'Uitgelicht' },
    tags: { en: 'Tags', ar: 'الوسوم', nl: 'Tags' },
    open: { en: 'Read article', ar: 'اقرأ المقال', nl: 'Lees artikel' },
    byAuthor: { en: 'By {author}', ar: 'بقلم {author}', nl: 'Door {author}' },
    backToNews: { en: 'Back to News', ar: 'العودة إلى الأخبار', nl: 'Terug naar nieuws' },
    moreHeading: { en: 'More News & Insights', ar: 'المزيد من الأخبار والرؤى', nl: 'Meer nieuws & inzichten' },
  },
  pagination: {
    label: { en: 'Pages', ar: 'الصفحات', nl: 'Pagina’s' },
    previous: { en: 'Previous', ar: 'السابق', nl: 'Vorige' },
    next: { en: 'Next', ar: 'التالي', nl: 'Volgende' },
    page: { en: 'Page {page}', ar: 'الصفحة {page}', nl: 'Pagina {page}' },
  },
  closing: {
    heading: { en: 'Share Your News With Us', ar: 'شاركنا أخبارك', nl: 'Deel uw nieuws met ons' },
    text: {
      en: 'Members can share milestones and stories with the network. Our communications team is happy to help.',
      ar: 'يمكن للأعضاء مشاركة إنجازاتهم وقصصهم مع الشبكة، ويسعد فريق الاتصال لدينا بمساعدتهم.',
      nl: 'Leden kunnen mijlpalen en verhalen met het netwerk delen. Ons communicatieteam helpt u graag.',
    },
    contact: { en: 'Contact Communications', ar: 'تواصل مع فريق الاتصال', nl: 'Neem contact op met Communicatie' },
    join: { en: 'Become a Member', ar: 'انضم إلى العضوية', nl: 'Word lid' },
  },
};
