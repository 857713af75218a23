import type { Localized } from '@shared/locales';

export interface MembershipOption {
  id: 'regular' | 'starter' | 'young-professionals' | 'bring-your-business';
  title: Localized;
  description: Localized;
  highlight: Localized;
}

export interface ProgrammeDetail {
  id: 'starter' | 'young-professionals';
  title: Localized;
  eligibility: Localized;
  points: Localized[];
}

export const membershipOptionsHeading = {
  heading: { en: 'Membership Options', ar: 'خيارات العضوية', nl: 'Lidmaatschapsvormen' },
  intro: {
    en: 'Four ways to join, from established companies to young professionals at the start of their careers.',
    ar: 'أربع طرق للانضمام، من الشركات الراسخة إلى المهنيين الشباب في بداية مسيرتهم.',
    nl: 'Vier manieren om lid te worden, van gevestigde bedrijven tot young professionals aan het begin van hun loopbaan.',
  },
} satisfies Record<string, Localized>;

export const membershipOptions: MembershipOption[] = [
  {
    id: 'regular',
    title: { en: 'Regular', ar: 'العضوية العادية', nl: 'Regulier' },
    description: {
      en: 'For established companies in Qatar and the Netherlands that want full access to the chamber’s network, events and market intelligence.',
      ar: 'للشركات الراسخة في قطر وهولندا الراغبة في الاستفادة الكاملة من شبكة الغرفة وفعالياتها ومعلوماتها عن الأسواق.',
      nl: 'Voor gevestigde bedrijven in Qatar en Nederland die volledige toegang willen tot het netwerk, de evenementen en de marktinformatie van de Kamer.',
    },
    highlight: { en: 'Tiers by company size', ar: 'فئات حسب حجم الشركة', nl: 'Niveaus naar bedrijfsgrootte' },
  },
  {
    id: 'starter',
    title: { en: 'Starter', ar: 'الشركات الناشئة', nl: 'Starter' },
    description: {
      en: 'For companies founded within the last 5 years: the full membership at reduced fees while you grow.',
      ar: 'للشركات التي تأسست خلال السنوات الخمس الماضية: عضوية كاملة برسوم مخفضة خلال مرحلة النمو.',
      nl: 'Voor bedrijven die in de afgelopen 5 jaar zijn opgericht: het volledige lidmaatschap tegen gereduceerd tarief terwijl u groeit.',
    },
    highlight: { en: 'Reduced fees for 5 years', ar: 'رسوم مخفضة لمدة 5 سنوات', nl: '5 jaar gereduceerd tarief' },
  },
  {
    id: 'young-professionals',
    title: { en: 'Young Professionals', ar: 'المهنيون الشباب', nl: 'Young Professionals' },
    description: {
      en: 'For professionals aged 21 to 40 building a career between Qatar and the Netherlands.',
      ar: 'للمهنيين الذين تتراوح أعمارهم بين 21 و40 عامًا ويبنون مسيرتهم المهنية بين قطر وهولندا.',
      nl: 'Voor professionals van 21 tot 40 jaar die een loopbaan opbouwen tussen Qatar en Nederland.',
    },
    highlight: { en: 'Ages 21 to 40', ar: 'من 21 إلى 40 عامًا', nl: '21 tot 40 jaar' },
  },
  {
    id: 'bring-your-business',
    title: { en: 'Bring Your Business', ar: 'رشّح شركة', nl: 'Breng een bedrijf aan' },
    description: {
      en: 'Already a member? Introduce another company to the chamber and both of you benefit.',
      ar: 'هل أنت عضو بالفعل؟ عرّف شركة أخرى بالغرفة واستفيدا معًا.',
      nl: 'Al lid? Introduceer een ander bedrijf bij de Kamer en u profiteert allebei.',
    },
    highlight: { en: '€500 referral bonus', ar: 'مكافأة إحالة بقيمة 500 يورو', nl: '€ 500 aanbrengbonus' },
  },
];

export const programmesHeading = {
  heading: {
    en: 'Programmes for starters and young professionals',
    ar: 'برامج للشركات الناشئة والمهنيين الشباب',
    nl: 'Programma’s voor starters en young professionals',
  },
  intro: {
    en: 'Membership that fits the early years of a company or a career.',
    ar: 'عضوية تناسب السنوات الأولى من عمر الشركة أو المسيرة المهنية.',
    nl: 'Een lidmaatschap dat past bij de eerste jaren van een bedrijf of loopbaan.',
  },
} satisfies Record<string, Localized>;

export const programmeDetails: ProgrammeDetail[] = [
  {
    id: 'starter',
    title: { en: 'Starter membership', ar: 'عضوية الشركات الناشئة', nl: 'Startlidmaatschap' },
    eligibility: {
      en: 'Companies founded within the last 5 years',
      ar: 'الشركات التي تأسست خلال السنوات الخمس الماضية',
      nl: 'Bedrijven die in de afgelopen 5 jaar zijn opgericht',
    },
    points: [
      {
        en: 'Reduced membership fees for your first 5 years',
        ar: 'رسوم عضوية مخفضة خلال السنوات الخمس الأولى',
        nl: 'Gereduceerde contributie gedurende uw eerste 5 jaar',
      },
      {
        en: 'Introductions to investors and corporate partners',
        ar: 'تعريف بالمستثمرين والشركاء من الشركات',
        nl: 'Introducties bij investeerders en zakelijke partners',
      },
      {
        en: 'Pitch slots at chamber innovation events',
        ar: 'فرص لعرض مشاريعكم في فعاليات الابتكار التي تنظمها الغرفة',
        nl: 'Pitchmomenten op innovatie-evenementen van de Kamer',
      },
      {
        en: 'Guidance on setting up in Qatar or the Netherlands',
        ar: 'إرشاد بشأن التأسيس في قطر أو هولندا',
        nl: 'Begeleiding bij vestiging in Qatar of Nederland',
      },
    ],
  },
  {
    id: 'young-professionals',
    title: { en: 'Young Professionals membership', ar: 'عضوية المهنيين الشباب', nl: 'Young Professionals-lidmaatschap' },
    eligibility: {
      en: 'Professionals aged 21 to 40',
      ar: 'المهنيون الذين تتراوح أعمارهم بين 21 و40 عامًا',
      nl: 'Professionals van 21 tot 40 jaar',
    },
    points: [
      {
        en: 'Mentoring by senior members in both countries',
        ar: 'إرشاد من أعضاء ذوي خبرة في البلدين',
        nl: 'Mentoring door ervaren leden in beide landen',
      },
      { en: 'Young Professionals networking evenings', ar: 'أمسيات تواصل للمهنيين الشباب', nl: 'Netwerkavonden voor Young Professionals' },
      { en: 'Career and leadership workshops', ar: 'ورش عمل في التطوير المهني والقيادة', nl: 'Workshops over loopbaan en leiderschap' },
      { en: 'A personal profile in the member directory', ar: 'ملف شخصي في دليل الأعضاء', nl: 'Een persoonlijk profiel in de ledengids' },
    ],
  },
];

export const referralBlock = {
  heading: { en: 'Bring your business network', ar: 'شارك شبكة أعمالك', nl: 'Breng uw zakelijke netwerk mee' },
  intro: {
    en: 'Refer a company that becomes a member and we thank you both.',
    ar: 'رشّح شركة تصبح عضوًا، وسنكافئكما معًا.',
    nl: 'Draag een bedrijf aan dat lid wordt en wij bedanken u allebei.',
  },
  rewards: [
    { value: '€500', label: { en: 'Referral bonus for you', ar: 'مكافأة إحالة لك', nl: 'Aanbrengbonus voor u' } },
    {
      value: '10%',
      label: {
        en: 'Membership discount for the new member',
        ar: 'خصم على العضوية للعضو الجديد',
        nl: 'Korting op het lidmaatschap voor het nieuwe lid',
      },
    },
    {
      value: 'VIP',
      label: { en: 'Event access for both of you', ar: 'دخول مميز إلى الفعاليات لكليكما', nl: 'Toegang tot evenementen voor u beiden' },
    },
  ],
};

export const tierGridHeading = {
  heading: { en: 'Choose Your Membership', ar: 'اختاروا عضويتكم', nl: 'Kies uw lidmaatschap' },
  intro: {
    en: 'Yearly memberships in euro. Your membership is active for 12 months from the day your payment succeeds.',
    ar: 'عضويات سنوية باليورو. تكون عضويتكم سارية لمدة 12 شهرًا من يوم نجاح الدفع.',
    nl: 'Jaarlijkse lidmaatschappen in euro. Uw lidmaatschap is 12 maanden actief vanaf de dag dat uw betaling is geslaagd.',
  },
  /** How the home page's three plans map onto these tiers. */
  homePlans: {
    en: 'The plans on our home page are three of these tiers: Small Business is Kleinere Bedrijven, Medium Enterprise is Middelgrote Ondernemers and Large Enterprise is Grotere Bedrijven. Professional is for young professionals, Corporate for strategic partners.',
    ar: 'الفئات المعروضة في صفحتنا الرئيسية هي ثلاث من هذه الفئات: الشركات الصغيرة هي Kleinere Bedrijven، والمؤسسات المتوسطة هي Middelgrote Ondernemers، والمؤسسات الكبيرة هي Grotere Bedrijven. أما Professional فهي للمهنيين الشباب، وCorporate للشركاء الاستراتيجيين.',
    nl: 'De lidmaatschappen op onze homepage zijn drie van deze niveaus: Kleine onderneming is Kleinere Bedrijven, Middelgrote onderneming is Middelgrote Ondernemers en Grote onderneming is Grotere Bedrijven. Professional is voor young professionals, Corporate voor strategische partners.',
  },
} satisfies Record<string, Localized>;
