import type { Localized } from '@shared/locales';
import type { Country } from '../about/countries';

export interface Office {
  id: 'doha' | 'amsterdam' | 'the-hague';
  name: Localized;
  city: Localized;
  country: Country;
  /** One entry per line of the postal address. */
  address: Localized[];
  phone: string;
  email: string;
  description: Localized;
  /** Where the office is, in degrees, for the contact page's map. */
  position: { lat: number; lon: number };
}

export const offices: Office[] = [
  {
    id: 'doha',
    name: { en: 'Headquarters', ar: 'المقر الرئيسي', nl: 'Hoofdkantoor' },
    city: { en: 'Doha', ar: 'الدوحة', nl: 'Doha' },
    country: 'qatar',
    address: [
      { en: 'Corniche Business Tower, Level 18', ar: 'برج الكورنيش للأعمال، الطابق 18', nl: 'Corniche Business Tower, 18e verdieping' },
      { en: 'West Bay, P.O. Box 24680', ar: 'الخليج الغربي، ص.ب 24680', nl: 'West Bay, postbus 24680' },
      { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' },
    ],
    phone: '+974 4000 1200',
    email: 'doha@qnlchamber.org',
    position: { lat: 25.321, lon: 51.531 },
    description: {
      en: 'Our headquarters, home to the management team, member services and the Qatar advisory teams.',
      ar: 'مقرنا الرئيسي، ويضم الإدارة العليا وخدمات الأعضاء وفرق الاستشارات في قطر.',
      nl: 'Ons hoofdkantoor, met de directie, de ledenservice en de adviesteams voor Qatar.',
    },
  },
  {
    id: 'amsterdam',
    name: { en: 'Netherlands Office', ar: 'مكتب هولندا', nl: 'Kantoor Nederland' },
    city: { en: 'Amsterdam', ar: 'أمستردام', nl: 'Amsterdam' },
    country: 'netherlands',
    address: [
      { en: 'Zuidas Trade Centre, 6th floor', ar: 'مركز زويداس التجاري، الطابق السادس', nl: 'Zuidas Trade Centre, 6e verdieping' },
      { en: 'Gustav Mahlerlaan 310', ar: 'Gustav Mahlerlaan 310', nl: 'Gustav Mahlerlaan 310' },
      { en: '1082 ME Amsterdam, the Netherlands', ar: '1082 ME أمستردام، هولندا', nl: '1082 ME Amsterdam' },
    ],
    phone: '+31 20 800 1200',
    email: 'amsterdam@qnlchamber.org',
    position: { lat: 52.338, lon: 4.873 },
    description: {
      en: 'Serving members in the Netherlands and Europe, with the events, legal and tax teams.',
      ar: 'يخدم الأعضاء في هولندا وأوروبا، ويضم فرق الفعاليات والشؤون القانونية والضريبية.',
      nl: 'Voor leden in Nederland en Europa, met de teams voor evenementen, juridische zaken en belastingen.',
    },
  },
  {
    id: 'the-hague',
    name: { en: 'Government Relations', ar: 'العلاقات الحكومية', nl: 'Overheidsrelaties' },
    city: { en: 'The Hague', ar: 'لاهاي', nl: 'Den Haag' },
    country: 'netherlands',
    address: [
      { en: 'Lange Vijverberg 14', ar: 'Lange Vijverberg 14', nl: 'Lange Vijverberg 14' },
      { en: '2513 AC The Hague, the Netherlands', ar: '2513 AC لاهاي، هولندا', nl: '2513 AC Den Haag' },
    ],
    phone: '+31 70 800 1200',
    email: 'thehague@qnlchamber.org',
    position: { lat: 52.081, lon: 4.311 },
    description: {
      en: 'Our link with ministries, embassies and international institutions in the Dutch seat of government.',
      ar: 'حلقة الوصل مع الوزارات والسفارات والمؤسسات الدولية في مقر الحكومة الهولندية.',
      nl: 'Onze schakel met ministeries, ambassades en internationale instellingen in de Nederlandse regeringsstad.',
    },
  },
];
