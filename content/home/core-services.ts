import type { Localized } from '@shared/locales';

export type CoreServiceIcon = 'expansion' | 'networking' | 'legal';

export interface CoreService {
  id: string;
  icon: CoreServiceIcon;
  title: Localized;
  description: Localized;
  features: Localized[];
  href: string;
}

export interface CoreServicesSection {
  heading: Localized;
  intro: Localized;
  viewAllHref: string;
  services: CoreService[];
}

export const coreServices: CoreServicesSection = {
  heading: { en: 'Our Core Services', ar: 'خدماتنا الأساسية', nl: 'Onze kerndiensten' },
  intro: {
    en: 'Practical support at every stage, from your first market study to a signed contract.',
    ar: 'دعم عملي في كل مرحلة، من دراسة السوق الأولى حتى توقيع العقد.',
    nl: 'Praktische ondersteuning in elke fase, van uw eerste marktverkenning tot een getekend contract.',
  },
  viewAllHref: '/services',
  services: [
    {
      id: 'market-expansion',
      icon: 'expansion',
      title: { en: 'Market Expansion', ar: 'التوسع في الأسواق', nl: 'Marktuitbreiding' },
      description: {
        en: 'Enter the Qatari or Dutch market with a clear plan, reliable local partners and guidance from advisors who know both economies.',
        ar: 'ادخل السوق القطرية أو الهولندية بخطة واضحة وشركاء محليين موثوقين وإرشاد من مستشارين يعرفون الاقتصادين.',
        nl: 'Betreed de Qatarese of Nederlandse markt met een helder plan, betrouwbare lokale partners en begeleiding van adviseurs die beide economieën kennen.',
      },
      features: [
        { en: 'Market research and entry strategy', ar: 'أبحاث السوق واستراتيجية الدخول', nl: 'Marktonderzoek en toetredingsstrategie' },
        { en: 'Partner and distributor search', ar: 'البحث عن الشركاء والموزعين', nl: 'Zoeken naar partners en distributeurs' },
        { en: 'Company setup and licensing', ar: 'تأسيس الشركات والترخيص', nl: 'Bedrijfsoprichting en vergunningen' },
        { en: 'Ongoing in-market support', ar: 'دعم مستمر داخل السوق', nl: 'Doorlopende ondersteuning ter plaatse' },
      ],
      href: '/services/market-expansion',
    },
    {
      id: 'business-networking',
      icon: 'networking',
      title: { en: 'Business Networking', ar: 'التواصل التجاري', nl: 'Zakelijk netwerken' },
      description: {
        en: 'Meet the right people in both countries through our events, trade missions and introductions to decision-makers.',
        ar: 'تعرّفوا على الأشخاص المناسبين في البلدين من خلال فعالياتنا وبعثاتنا التجارية، ونعرّفكم بصنّاع القرار.',
        nl: 'Ontmoet de juiste mensen in beide landen via onze evenementen, handelsmissies en introducties bij besluitvormers.',
      },
      features: [
        { en: 'Exclusive member events', ar: 'فعاليات حصرية للأعضاء', nl: 'Exclusieve ledenevenementen' },
        { en: 'B2B matchmaking', ar: 'مطابقة الأعمال بين الشركات', nl: 'B2B-matchmaking' },
        { en: 'Trade missions and delegations', ar: 'البعثات والوفود التجارية', nl: 'Handelsmissies en delegaties' },
        { en: 'Sector roundtables', ar: 'طاولات مستديرة قطاعية', nl: 'Sectorrondetafels' },
      ],
      href: '/events',
    },
    {
      id: 'legal-compliance',
      icon: 'legal',
      title: { en: 'Legal & Compliance', ar: 'الشؤون القانونية والامتثال', nl: 'Juridisch advies & compliance' },
      description: {
        en: 'Do business on a sound legal footing with advice on contracts, regulation and dispute resolution in both jurisdictions.',
        ar: 'مارسوا أعمالكم على أساس قانوني متين بفضل الاستشارات في العقود والأنظمة وتسوية النزاعات في كلا النظامين القانونيين.',
        nl: 'Onderneem op een solide juridische basis met advies over contracten, regelgeving en geschillenbeslechting in beide rechtsstelsels.',
      },
      features: [
        { en: 'Commercial contracts', ar: 'العقود التجارية', nl: 'Commerciële contracten' },
        { en: 'Regulatory compliance', ar: 'الامتثال التنظيمي', nl: 'Naleving van regelgeving' },
        { en: 'Arbitration and dispute resolution', ar: 'التحكيم وتسوية النزاعات', nl: 'Arbitrage en geschillenbeslechting' },
        { en: 'Intellectual property protection', ar: 'حماية الملكية الفكرية', nl: 'Bescherming van intellectueel eigendom' },
      ],
      href: '/services/legal-advisory',
    },
  ],
};
