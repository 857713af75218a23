import type { Localized } from '@shared/locales';
import type { PartnerCountry } from './countries';

export type BenefitIcon = 'eye' | 'key' | 'target' | 'mic';

export interface PartnerBenefit {
  icon: BenefitIcon;
  title: Localized;
  text: Localized;
}

/** Companies on this page are fictional. */
export interface PremiumPartner {
  name: string;
  type: Localized;
  country: PartnerCountry;
  description: Localized;
  sectors: Localized[];
  partnershipFocus: Localized;
}

export const partnerBenefits: PartnerBenefit[] = [
  {
    icon: 'eye',
    title: { en: 'Enhanced Visibility', ar: 'حضور أوسع', nl: 'Meer zichtbaarheid' },
    text: {
      en: 'Your brand at our flagship events, in our publications and across the chamber’s channels in both countries.',
      ar: 'علامتكم التجارية حاضرة في فعالياتنا الرئيسية ومنشوراتنا وعبر قنوات الغرفة في البلدين.',
      nl: 'Uw merk zichtbaar op onze belangrijkste evenementen, in onze publicaties en via de kanalen van de Kamer in beide landen.',
    },
  },
  {
    icon: 'key',
    title: { en: 'Exclusive Access', ar: 'وصول حصري', nl: 'Exclusieve toegang' },
    text: {
      en: 'Private briefings, delegation visits and round tables with ministers, investors and industry leaders.',
      ar: 'إحاطات خاصة وزيارات وفود وطاولات مستديرة مع الوزراء والمستثمرين وقادة القطاعات.',
      nl: 'Besloten briefings, delegatiebezoeken en rondetafelgesprekken met bewindspersonen, investeerders en leiders uit het bedrijfsleven.',
    },
  },
  {
    icon: 'target',
    title: { en: 'Strategic Support', ar: 'دعم استراتيجي', nl: 'Strategische ondersteuning' },
    text: {
      en: 'A dedicated relationship manager who helps you reach your goals in Qatar and the Netherlands.',
      ar: 'مدير علاقات مخصص يساعدكم على تحقيق أهدافكم في قطر وهولندا.',
      nl: 'Een vaste relatiebeheerder die u helpt uw doelen in Qatar en Nederland te bereiken.',
    },
  },
  {
    icon: 'mic',
    title: { en: 'Thought Leadership', ar: 'ريادة فكرية', nl: 'Thought leadership' },
    text: {
      en: 'Speaking slots, research collaborations and a voice in the chamber’s policy dialogue.',
      ar: 'فرص للتحدث في الفعاليات وتعاون في الأبحاث وصوت في الحوار السياسي الذي تقوده الغرفة.',
      nl: 'Spreekmomenten, samenwerking in onderzoek en een stem in de beleidsdialoog van de Kamer.',
    },
  },
];

const sector = {
  banking: { en: 'Banking', ar: 'الخدمات المصرفية', nl: 'Bankwezen' },
  tradeFinance: { en: 'Trade Finance', ar: 'تمويل التجارة', nl: 'Handelsfinanciering' },
  energy: { en: 'Energy', ar: 'الطاقة', nl: 'Energie' },
  lng: { en: 'LNG', ar: 'الغاز الطبيعي المسال', nl: 'LNG' },
  infrastructure: { en: 'Infrastructure', ar: 'البنية التحتية', nl: 'Infrastructuur' },
  water: { en: 'Water Management', ar: 'إدارة المياه', nl: 'Waterbeheer' },
  aviation: { en: 'Aviation', ar: 'الطيران', nl: 'Luchtvaart' },
  logistics: { en: 'Logistics', ar: 'الخدمات اللوجستية', nl: 'Logistiek' },
  agrifood: { en: 'Agrifood', ar: 'الصناعات الزراعية والغذائية', nl: 'Agrifood' },
  technology: { en: 'Technology', ar: 'التكنولوجيا', nl: 'Technologie' },
  innovation: { en: 'Innovation', ar: 'الابتكار', nl: 'Innovatie' },
  legal: { en: 'Legal', ar: 'الخدمات القانونية', nl: 'Juridisch' },
  tax: { en: 'Tax', ar: 'الضرائب', nl: 'Belastingen' },
  maritime: { en: 'Maritime', ar: 'النقل البحري', nl: 'Maritiem' },
  hospitality: { en: 'Hospitality', ar: 'الضيافة', nl: 'Hospitality' },
  events: { en: 'Events', ar: 'الفعاليات', nl: 'Evenementen' },
  healthcare: { en: 'Healthcare', ar: 'الرعاية الصحية', nl: 'Gezondheidszorg' },
  lifeSciences: { en: 'Life Sciences', ar: 'علوم الحياة', nl: 'Life sciences' },
} satisfies Record<string, Localized>;

export const premiumPartners: PremiumPartner[] = [
  {
    name: 'Corniche Capital Bank',
    type: { en: 'Financial Institution', ar: 'مؤسسة مالية', nl: 'Financiële instelling' },
    country: 'qatar',
    description: {
      en: 'A Doha-based commercial bank serving corporate clients across the Gulf and Europe.',
      ar: 'بنك تجاري مقره الدوحة يخدم عملاء الشركات في الخليج وأوروبا.',
      nl: 'Een commerciële bank in Doha die zakelijke klanten in de Golfregio en Europa bedient.',
    },
    sectors: [sector.banking, sector.tradeFinance],
    partnershipFocus: {
      en: 'Trade finance clinics for members expanding to Europe',
      ar: 'جلسات استشارية في تمويل التجارة للأعضاء المتوسعين نحو أوروبا',
      nl: 'Spreekuren over handelsfinanciering voor leden die naar Europa uitbreiden',
    },
  },
  {
    name: 'Holland Gulf Bank',
    type: { en: 'Financial Institution', ar: 'مؤسسة مالية', nl: 'Financiële instelling' },
    country: 'both',
    description: {
      en: 'A Dutch bank with a branch in Doha, financing trade and projects between the two countries.',
      ar: 'بنك هولندي له فرع في الدوحة، يموّل التجارة والمشاريع بين البلدين.',
      nl: 'Een Nederlandse bank met een vestiging in Doha die handel en projecten tussen beide landen financiert.',
    },
    sectors: [sector.banking, sector.infrastructure],
    partnershipFocus: {
      en: 'Project finance for infrastructure partnerships',
      ar: 'تمويل المشاريع لشراكات البنية التحتية',
      nl: 'Projectfinanciering voor infrastructuurpartnerschappen',
    },
  },
  {
    name: 'Dukhan Energy Solutions',
    type: { en: 'Energy Company', ar: 'شركة طاقة', nl: 'Energiebedrijf' },
    country: 'qatar',
    description: {
      en: 'Engineering and maintenance services for gas processing and power plants in Qatar.',
      ar: 'خدمات هندسية وخدمات صيانة لمحطات معالجة الغاز ومحطات الطاقة في قطر.',
      nl: 'Engineering- en onderhoudsdiensten voor gasverwerkings- en energiecentrales in Qatar.',
    },
    sectors: [sector.energy, sector.lng],
    partnershipFocus: {
      en: 'Supplier days for Dutch energy technology companies',
      ar: 'أيام تعريفية بالموردين لشركات تكنولوجيا الطاقة الهولندية',
      nl: 'Leveranciersdagen voor Nederlandse energietechnologiebedrijven',
    },
  },
  {
    name: 'Dutch Delta Engineering',
    type: { en: 'Engineering Firm', ar: 'شركة هندسية', nl: 'Ingenieursbureau' },
    country: 'netherlands',
    description: {
      en: 'Consulting engineers in coastal protection, water infrastructure and urban planning.',
      ar: 'مهندسون استشاريون في حماية السواحل والبنية التحتية للمياه والتخطيط العمراني.',
      nl: 'Adviserend ingenieurs in kustbescherming, waterinfrastructuur en stedenbouw.',
    },
    sectors: [sector.infrastructure, sector.water],
    partnershipFocus: {
      en: 'Knowledge sessions on climate-resilient infrastructure',
      ar: 'جلسات معرفية حول البنية التحتية القادرة على مواجهة التغير المناخي',
      nl: 'Kennissessies over klimaatbestendige infrastructuur',
    },
  },
  {
    name: 'Amstel Aviation Services',
    type: { en: 'Aviation Services', ar: 'خدمات الطيران', nl: 'Luchtvaartdiensten' },
    country: 'netherlands',
    description: {
      en: 'Ground handling and air cargo services connecting Amsterdam with the Gulf.',
      ar: 'خدمات أرضية وخدمات شحن جوي تربط أمستردام بمنطقة الخليج.',
      nl: 'Grondafhandeling en luchtvrachtdiensten die Amsterdam met de Golfregio verbinden.',
    },
    sectors: [sector.aviation, sector.logistics],
    partnershipFocus: {
      en: 'Air cargo solutions for perishable exports',
      ar: 'حلول الشحن الجوي لصادرات المنتجات سريعة التلف',
      nl: 'Luchtvrachtoplossingen voor de export van bederfelijke goederen',
    },
  },
  {
    name: 'Zubarah Logistics',
    type: { en: 'Logistics Provider', ar: 'مزود خدمات لوجستية', nl: 'Logistiek dienstverlener' },
    country: 'qatar',
    description: {
      en: 'Warehousing, customs clearance and distribution across Qatar and the wider region.',
      ar: 'خدمات التخزين والتخليص الجمركي والتوزيع في قطر والمنطقة.',
      nl: 'Opslag, douaneafhandeling en distributie in Qatar en de bredere regio.',
    },
    sectors: [sector.logistics, sector.maritime],
    partnershipFocus: {
      en: 'Customs guidance for first-time exporters',
      ar: 'إرشادات جمركية للمصدّرين الجدد',
      nl: 'Douanebegeleiding voor beginnende exporteurs',
    },
  },
  {
    name: 'Tulip Agrifood International',
    type: { en: 'Agrifood Company', ar: 'شركة أغذية زراعية', nl: 'Agrifoodbedrijf' },
    country: 'netherlands',
    description: {
      en: 'Greenhouse systems, seeds and food processing technology for arid climates.',
      ar: 'أنظمة البيوت المحمية والبذور وتقنيات تصنيع الأغذية للمناخات الجافة.',
      nl: 'Kassystemen, zaden en voedselverwerkingstechnologie voor droge klimaten.',
    },
    sectors: [sector.agrifood, sector.technology],
    partnershipFocus: {
      en: 'Food security projects with Qatari growers',
      ar: 'مشاريع الأمن الغذائي مع المزارعين القطريين',
      nl: 'Voedselzekerheidsprojecten met Qatarese telers',
    },
  },
  {
    name: 'Souq Tech Labs',
    type: { en: 'Technology Company', ar: 'شركة تكنولوجيا', nl: 'Technologiebedrijf' },
    country: 'qatar',
    description: {
      en: 'An innovation studio that builds digital products with startups and corporates in Doha.',
      ar: 'استوديو ابتكار يطوّر منتجات رقمية بالتعاون مع الشركات الناشئة والكبرى في الدوحة.',
      nl: 'Een innovatiestudio die in Doha digitale producten bouwt met startups en grote bedrijven.',
    },
    sectors: [sector.technology, sector.innovation],
    partnershipFocus: {
      en: 'Mentoring in the chamber’s startup programme',
      ar: 'الإرشاد ضمن برنامج الغرفة للشركات الناشئة',
      nl: 'Mentorschap in het startupprogramma van de Kamer',
    },
  },
  {
    name: 'Van Leeuwen Tax & Legal',
    type: { en: 'Professional Services Firm', ar: 'شركة خدمات مهنية', nl: 'Zakelijke dienstverlener' },
    country: 'both',
    description: {
      en: 'Tax advisers and lawyers with offices in Amsterdam and Doha.',
      ar: 'مستشارون ضريبيون ومحامون لهم مكاتب في أمستردام والدوحة.',
      nl: 'Belastingadviseurs en advocaten met kantoren in Amsterdam en Doha.',
    },
    sectors: [sector.legal, sector.tax],
    partnershipFocus: {
      en: 'Seminars on tax treaties and company formation',
      ar: 'ندوات حول الاتفاقيات الضريبية وتأسيس الشركات',
      nl: 'Seminars over belastingverdragen en bedrijfsoprichting',
    },
  },
  {
    name: 'Gulf-Holland Shipping Line',
    type: { en: 'Shipping Company', ar: 'شركة شحن بحري', nl: 'Rederij' },
    country: 'both',
    description: {
      en: 'A container and project cargo line between Rotterdam and Hamad Port.',
      ar: 'خط لشحن الحاويات والبضائع الخاصة بالمشاريع بين روتردام وميناء حمد.',
      nl: 'Een lijndienst voor containers en projectlading tussen Rotterdam en Hamad Port.',
    },
    sectors: [sector.maritime, sector.logistics],
    partnershipFocus: {
      en: 'Preferential freight rates for member companies',
      ar: 'أسعار شحن تفضيلية للشركات الأعضاء',
      nl: 'Voordelige vrachttarieven voor aangesloten bedrijven',
    },
  },
  {
    name: 'Al Dafna Hospitality Group',
    type: { en: 'Hospitality Group', ar: 'مجموعة ضيافة', nl: 'Hospitalitygroep' },
    country: 'qatar',
    description: {
      en: 'Hotels, conference venues and event services in Doha.',
      ar: 'فنادق وقاعات مؤتمرات وخدمات فعاليات في الدوحة.',
      nl: 'Hotels, congreslocaties en evenementendiensten in Doha.',
    },
    sectors: [sector.hospitality, sector.events],
    partnershipFocus: {
      en: 'Host venue for the chamber’s Doha forums',
      ar: 'المكان المضيف لمنتديات الغرفة في الدوحة',
      nl: 'Gastlocatie voor de fora van de Kamer in Doha',
    },
  },
  {
    name: 'Brabant Health Technologies',
    type: { en: 'Healthcare Company', ar: 'شركة رعاية صحية', nl: 'Zorgtechnologiebedrijf' },
    country: 'netherlands',
    description: {
      en: 'Medical imaging and hospital software used by care providers in Europe and the Gulf.',
      ar: 'أنظمة تصوير طبي وبرمجيات مستشفيات يستخدمها مقدمو الرعاية في أوروبا والخليج.',
      nl: 'Medische beeldvorming en ziekenhuissoftware voor zorgaanbieders in Europa en de Golfregio.',
    },
    sectors: [sector.healthcare, sector.lifeSciences],
    partnershipFocus: {
      en: 'Health technology delegations to Doha',
      ar: 'وفود متخصصة في التكنولوجيا الصحية إلى الدوحة',
      nl: 'Zorgtechnologiedelegaties naar Doha',
    },
  },
];

export const premiumPartnersPage = {
  benefits: {
    heading: { en: 'Partnership Benefits', ar: 'مزايا الشراكة', nl: 'Voordelen van het partnerschap' },
    intro: {
      en: 'Premium partnership goes beyond membership: it makes your organization part of how the chamber works.',
      ar: 'الشراكة المميزة أكثر من مجرد عضوية: إنها تجعل مؤسستكم جزءًا من طريقة عمل الغرفة.',
      nl: 'Een premium partnerschap gaat verder dan een lidmaatschap: uw organisatie wordt deel van hoe de Kamer werkt.',
    },
  },
  partners: {
    heading: { en: 'Our Premium Partners', ar: 'شركاؤنا المميزون', nl: 'Onze premium partners' },
    intro: {
      en: 'Twelve organizations from both countries that support the chamber’s work.',
      ar: 'اثنتا عشرة مؤسسة من البلدين تدعم عمل الغرفة.',
      nl: 'Twaalf organisaties uit beide landen die het werk van de Kamer steunen.',
    },
  },
  testimonial: {
    heading: { en: 'What Our Partners Say', ar: 'ماذا يقول شركاؤنا', nl: 'Wat onze partners zeggen' },
    quote: {
      en: 'Through the chamber we met the growers who became our largest customers in Qatar. The introductions were personal, well prepared and always to the right people.',
      ar: 'من خلال الغرفة تعرّفنا على المزارعين الذين أصبحوا أكبر عملائنا في قطر. كانت اللقاءات شخصية ومُعدّة جيدًا ودائمًا مع الأشخاص المناسبين.',
      nl: 'Via de Kamer leerden wij de telers kennen die onze grootste klanten in Qatar werden. De introducties waren persoonlijk, goed voorbereid en altijd bij de juiste mensen.',
    },
    author: { en: 'Marloes Dijkhuizen', ar: 'مارلوس دايكهاوزن', nl: 'Marloes Dijkhuizen' },
    role: {
      en: 'Managing Director, Tulip Agrifood International',
      ar: 'المديرة العامة، Tulip Agrifood International',
      nl: 'Algemeen directeur, Tulip Agrifood International',
    },
  },
  closing: {
    heading: { en: 'Become a Premium Partner', ar: 'كن شريكًا مميزًا', nl: 'Word premium partner' },
    text: {
      en: 'Talk to our team about a partnership that fits your goals, or start with a membership.',
      ar: 'تحدثوا إلى فريقنا عن شراكة تناسب أهدافكم، أو ابدأوا بالعضوية.',
      nl: 'Bespreek met ons team een partnerschap dat bij uw doelen past, of begin met een lidmaatschap.',
    },
  },
};
