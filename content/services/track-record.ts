import type { Stat } from './service-types';

/** The chamber's service track record, shown on the services index and the market-expansion page. */
export const trackRecord: Stat[] = [
  {
    value: { en: '2,500+', ar: '2,500+', nl: '2.500+' },
    label: { en: 'Clients Served', ar: 'عميل استفاد من خدماتنا', nl: 'Klanten geholpen' },
    description: {
      en: 'Companies in both countries that relied on our services',
      ar: 'شركات في البلدين اعتمدت على خدماتنا',
      nl: 'Bedrijven in beide landen die op onze diensten vertrouwden',
    },
  },
  {
    value: { en: '€1.2B', ar: '1.2 مليار €', nl: '€1,2 mld.' },
    label: { en: 'Facilitated Trade', ar: 'حجم التجارة التي يسّرناها', nl: 'Gefaciliteerde handel' },
    description: {
      en: 'Trade between Qatar and the Netherlands we helped bring about',
      ar: 'تبادل تجاري بين قطر وهولندا أسهمنا في تحقيقه',
      nl: 'Handel tussen Qatar en Nederland die wij mede tot stand brachten',
    },
  },
  {
    value: { en: '95%', ar: '95%', nl: '95%' },
    label: { en: 'Success Rate', ar: 'نسبة النجاح', nl: 'Slagingspercentage' },
    description: {
      en: 'Engagements that reached the goal agreed at the start',
      ar: 'من المهام حققت الهدف المتفق عليه منذ البداية',
      nl: 'Van de opdrachten behaalde het vooraf afgesproken doel',
    },
  },
  {
    value: { en: '50+', ar: '50+', nl: '50+' },
    label: { en: 'Expert Advisors', ar: 'مستشارًا خبيرًا', nl: 'Deskundige adviseurs' },
    description: {
      en: 'Specialists in Doha and Amsterdam who know both markets',
      ar: 'متخصصون في الدوحة وأمستردام يعرفون السوقين',
      nl: 'Specialisten in Doha en Amsterdam die beide markten kennen',
    },
  },
];
