import type { Localized } from '@shared/locales';

/** A teaser of a news story on the home page; `id` is the id of its article page (/news/{id}). */
export interface NewsSample {
  id: string;
  title: Localized;
  excerpt: Localized;
  author: Localized;
  /** ISO date */
  publishDate: string;
  category: Localized;
  /** Minutes to read; falls back to the section's `defaultReadTimeMinutes`. */
  readTimeMinutes?: number;
}

export interface NewsSamplesSection {
  heading: Localized;
  intro: Localized;
  defaultReadTimeMinutes: number;
  viewAllHref: string;
  samples: NewsSample[];
}

export const newsSamples: NewsSamplesSection = {
  heading: { en: 'Latest News & Insights', ar: 'آخر الأخبار والتحليلات', nl: 'Laatste nieuws & inzichten' },
  intro: {
    en: 'Announcements, market analysis and stories from our members in Qatar and the Netherlands.',
    ar: 'إعلانات وتحليلات للأسواق وقصص من أعضائنا في قطر وهولندا.',
    nl: 'Mededelingen, marktanalyses en verhalen van onze leden in Qatar en Nederland.',
  },
  defaultReadTimeMinutes: 5,
  viewAllHref: '/news',
  samples: [
    {
      id: 'energy-transition-forum',
      title: {
        en: 'Energy Transition Forum Draws Record Attendance in Doha',
        ar: 'منتدى تحول الطاقة يستقطب حضورًا قياسيًا في الدوحة',
        nl: 'Forum over de energietransitie trekt recordaantal bezoekers in Doha',
      },
      excerpt: {
        en: 'More than 300 executives from both countries met to discuss hydrogen, carbon capture and the future of LNG, with twelve new partnership agreements announced.',
        ar: 'التقى أكثر من 300 مسؤول تنفيذي من البلدين لمناقشة الهيدروجين واحتجاز الكربون ومستقبل الغاز الطبيعي المسال، وأُعلن عن اثنتي عشرة اتفاقية شراكة جديدة.',
        nl: 'Meer dan 300 bestuurders uit beide landen spraken over waterstof, CO2-afvang en de toekomst van lng; er werden twaalf nieuwe samenwerkingsovereenkomsten aangekondigd.',
      },
      author: { en: 'Fatima Al-Kuwari', ar: 'فاطمة الكواري', nl: 'Fatima Al-Kuwari' },
      publishDate: '2025-03-12',
      category: { en: 'Events', ar: 'الفعاليات', nl: 'Evenementen' },
      readTimeMinutes: 4,
    },
    {
      id: 'agritech-food-security',
      title: {
        en: 'Dutch Agritech Companies Explore Food Security Partnerships',
        ar: 'شركات التكنولوجيا الزراعية الهولندية تستكشف شراكات الأمن الغذائي',
        nl: 'Nederlandse agritechbedrijven verkennen samenwerking op het gebied van voedselzekerheid',
      },
      excerpt: {
        en: 'A delegation of greenhouse and water technology specialists visited Qatar to explore joint projects that support local food production.',
        ar: 'زار وفد من المتخصصين في تقنيات البيوت المحمية والمياه دولة قطر لاستكشاف مشروعات مشتركة تدعم الإنتاج الغذائي المحلي.',
        nl: 'Een delegatie van specialisten in kas- en watertechnologie bezocht Qatar om gezamenlijke projecten te verkennen die de lokale voedselproductie versterken.',
      },
      author: { en: 'Pieter van Dijk', ar: 'بيتر فان دايك', nl: 'Pieter van Dijk' },
      publishDate: '2025-02-26',
      category: { en: 'Trade', ar: 'التجارة', nl: 'Handel' },
    },
    {
      id: 'investment-outlook',
      title: {
        en: 'Chamber Publishes Its Bilateral Investment Outlook',
        ar: 'الغرفة تصدر تقرير آفاق الاستثمار الثنائي',
        nl: 'Kamer publiceert vooruitzichten voor bilaterale investeringen',
      },
      excerpt: {
        en: 'Our research team expects investment to keep growing in logistics, fintech and smart infrastructure. Members can download the full report.',
        ar: 'يتوقع فريق الأبحاث لدينا استمرار نمو الاستثمارات في الخدمات اللوجستية والتقنية المالية والبنية التحتية الذكية. ويمكن للأعضاء تنزيل التقرير كاملًا.',
        nl: 'Ons onderzoeksteam verwacht dat de investeringen in logistiek, fintech en slimme infrastructuur blijven groeien. Leden kunnen het volledige rapport downloaden.',
      },
      author: { en: 'Noor Al-Sulaiti', ar: 'نور السليطي', nl: 'Noor Al-Sulaiti' },
      publishDate: '2025-02-10',
      category: { en: 'Research', ar: 'الأبحاث', nl: 'Onderzoek' },
      readTimeMinutes: 6,
    },
  ],
};
