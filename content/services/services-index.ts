import type { ServicesIndexContent } from './page-schemas';
import { trackRecord } from './track-record';

/** /services: the track record, one card per service page, and the closing call. */
export const servicesIndex: ServicesIndexContent = {
  stats: {
    heading: {
      en: 'Results That Speak for Themselves',
      ar: 'نتائج تتحدث عن نفسها',
      nl: 'Resultaten die voor zich spreken',
    },
    intro: {
      en: 'For more than two decades, companies in Qatar and the Netherlands have trusted the chamber to make cross-border business simpler.',
      ar: 'على مدى أكثر من عقدين، وثقت الشركات في قطر وهولندا بالغرفة لتيسير أعمالها العابرة للحدود.',
      nl: 'Al meer dan twintig jaar vertrouwen bedrijven in Qatar en Nederland op de Kamer om grensoverschrijdend zakendoen eenvoudiger te maken.',
    },
    items: trackRecord,
  },
  catalogue: {
    heading: {
      en: 'Everything You Need to Do Business Across Borders',
      ar: 'كل ما تحتاجونه لممارسة الأعمال عبر الحدود',
      nl: 'Alles wat u nodig hebt om over de grens zaken te doen',
    },
    intro: {
      en: 'Eight services, one trusted partner. Choose a service to see how we work and what we can do for your company.',
      ar: 'ثماني خدمات وشريك واحد موثوق. اختاروا خدمة لتتعرفوا على طريقة عملنا وما يمكننا تقديمه لشركتكم.',
      nl: 'Acht diensten, één betrouwbare partner. Kies een dienst om te zien hoe wij werken en wat wij voor uw bedrijf kunnen doen.',
    },
    items: [
      {
        page: 'arbitration',
        icon: 'scale',
        title: { en: 'Arbitration', ar: 'التحكيم', nl: 'Arbitrage' },
        description: {
          en: 'Resolve commercial disputes between Qatari and Dutch parties quickly, confidentially and enforceably.',
          ar: 'تسوية النزاعات التجارية بين الأطراف القطرية والهولندية بسرعة وسرية وبأحكام قابلة للتنفيذ.',
          nl: 'Los handelsgeschillen tussen Qatarese en Nederlandse partijen snel, vertrouwelijk en afdwingbaar op.',
        },
        features: [
          { en: 'Average case duration of 8 months', ar: 'متوسط مدة القضية 8 أشهر', nl: 'Gemiddelde doorlooptijd van 8 maanden' },
          { en: '94% enforcement rate', ar: 'نسبة تنفيذ للأحكام تبلغ 94%', nl: '94% tenuitvoerlegging' },
          {
            en: 'Arbitrators versed in both legal systems',
            ar: 'محكّمون ملمّون بالنظامين القانونيين',
            nl: 'Arbiters die beide rechtsstelsels kennen',
          },
        ],
      },
      {
        page: 'marketExpansion',
        icon: 'trending-up',
        title: { en: 'Market Expansion', ar: 'التوسع في الأسواق', nl: 'Marktuitbreiding' },
        description: {
          en: 'Enter the Qatari or Dutch market with research, partner introductions and hands-on setup support.',
          ar: 'ادخلوا السوق القطرية أو الهولندية بدعم يشمل دراسة السوق والتعريف بالشركاء والمساعدة العملية في التأسيس.',
          nl: 'Betreed de Qatarese of Nederlandse markt met marktonderzoek, introducties bij partners en praktische hulp bij de opstart.',
        },
        features: [
          { en: 'Market research and entry strategy', ar: 'دراسة السوق واستراتيجية الدخول', nl: 'Marktonderzoek en toetredingsstrategie' },
          { en: 'Partner and distributor search', ar: 'البحث عن الشركاء والموزعين', nl: 'Zoeken naar partners en distributeurs' },
          {
            en: 'A clear plan from week 1 to launch',
            ar: 'خطة واضحة من الأسبوع الأول حتى الانطلاق',
            nl: 'Een helder plan van week 1 tot de lancering',
          },
        ],
      },
      {
        page: 'legalAdvisory',
        icon: 'gavel',
        title: { en: 'Legal Advisory', ar: 'الاستشارات القانونية', nl: 'Juridisch advies' },
        description: {
          en: 'Structure, contract and stay compliant with confidence under Qatari and Dutch law.',
          ar: 'هيكلوا أعمالكم وأبرموا عقودكم والتزموا بالمتطلبات بثقة وفق القانونين القطري والهولندي.',
          nl: 'Structureer, contracteer en blijf compliant met vertrouwen onder Qatarees en Nederlands recht.',
        },
        features: [
          { en: 'Company formation and licensing', ar: 'تأسيس الشركات والترخيص', nl: 'Bedrijfsoprichting en vergunningen' },
          { en: 'Contracts and commercial agreements', ar: 'العقود والاتفاقيات التجارية', nl: 'Contracten en handelsovereenkomsten' },
          {
            en: 'Regulatory compliance in both countries',
            ar: 'الامتثال التنظيمي في البلدين',
            nl: 'Naleving van regelgeving in beide landen',
          },
        ],
      },
      {
        page: 'recruitment',
        icon: 'user-search',
        title: { en: 'Recruitment', ar: 'التوظيف', nl: 'Werving en selectie' },
        description: {
          en: 'Find the professionals and leaders your business needs in both talent markets.',
          ar: 'اعثروا على المهنيين والقادة الذين تحتاجهم أعمالكم في سوقي الكفاءات في البلدين.',
          nl: 'Vind de professionals en leidinggevenden die uw bedrijf nodig heeft, in beide arbeidsmarkten.',
        },
        features: [
          { en: 'Executive and specialist search', ar: 'البحث عن التنفيذيين والمتخصصين', nl: 'Executive search en specialistenwerving' },
          { en: '45 days average time to hire', ar: 'متوسط 45 يومًا لإتمام التعيين', nl: 'Gemiddeld 45 dagen tot aanstelling' },
          {
            en: 'Relocation and onboarding support',
            ar: 'دعم الانتقال والتهيئة الوظيفية',
            nl: 'Ondersteuning bij relocatie en onboarding',
          },
        ],
      },
      {
        page: 'taxAdvisory',
        icon: 'calculator',
        title: { en: 'Tax Advisory', ar: 'الاستشارات الضريبية', nl: 'Fiscaal advies' },
        description: {
          en: 'Plan cross-border activity tax-efficiently and stay compliant in two very different tax systems.',
          ar: 'خططوا لأنشطتكم العابرة للحدود بكفاءة ضريبية والتزموا بالمتطلبات في نظامين ضريبيين مختلفين تمامًا.',
          nl: 'Richt grensoverschrijdende activiteiten fiscaal efficiënt in en blijf compliant in twee zeer verschillende belastingstelsels.',
        },
        features: [
          {
            en: 'Corporate tax and VAT planning',
            ar: 'تخطيط ضريبة الشركات وضريبة القيمة المضافة',
            nl: 'Planning van vennootschapsbelasting en btw',
          },
          { en: 'Double taxation relief', ar: 'تجنب الازدواج الضريبي', nl: 'Voorkoming van dubbele belasting' },
          { en: 'Expatriate tax guidance', ar: 'إرشاد ضريبي للموظفين الوافدين', nl: 'Fiscale begeleiding van expats' },
        ],
      },
      {
        page: 'payrollServices',
        icon: 'wallet',
        title: { en: 'Payroll Services', ar: 'خدمات إدارة الرواتب', nl: 'Salarisadministratie' },
        description: {
          en: 'Accurate, compliant payroll for your teams in Qatar and the Netherlands, run by one partner.',
          ar: 'إدارة رواتب دقيقة ومتوافقة مع الأنظمة لفرقكم في قطر وهولندا، يتولاها شريك واحد.',
          nl: 'Nauwkeurige en correcte salarisadministratie voor uw teams in Qatar en Nederland, verzorgd door één partner.',
        },
        features: [
          { en: '5,000+ employees paid', ar: 'أكثر من 5,000 موظف يتقاضون رواتبهم عبرنا', nl: 'Meer dan 5.000 medewerkers uitbetaald' },
          { en: '99.9% payroll accuracy', ar: 'دقة في الرواتب بنسبة 99.9%', nl: '99,9% nauwkeurigheid' },
          { en: 'Expatriate and split payroll', ar: 'رواتب الوافدين والرواتب الموزعة بين بلدين', nl: 'Expat- en split payroll' },
        ],
      },
      {
        page: 'tradeFairs',
        icon: 'presentation',
        title: { en: 'Trade Fairs', ar: 'المعارض التجارية', nl: 'Beurzen' },
        description: {
          en: 'Exhibit, meet buyers and lead delegations at the leading trade events in both countries.',
          ar: 'شاركوا في أبرز الفعاليات التجارية في البلدين، والتقوا بالمشترين، وقودوا الوفود التجارية.',
          nl: 'Exposeer, ontmoet kopers en neem deel aan delegaties op de belangrijkste beurzen in beide landen.',
        },
        features: [
          { en: 'Exhibition stand services', ar: 'خدمات تجهيز أجنحة المعارض', nl: 'Standservice voor beurzen' },
          { en: 'B2B matchmaking', ar: 'ترتيب لقاءات الأعمال الثنائية', nl: 'B2B-matchmaking' },
          { en: '150+ events supported annually', ar: 'أكثر من 150 فعالية ندعمها سنويًا', nl: 'Jaarlijks 150+ evenementen ondersteund' },
        ],
      },
      {
        page: 'memberServices',
        icon: 'network',
        title: { en: 'Member Services', ar: 'خدمات الأعضاء', nl: 'Ledendiensten' },
        description: {
          en: 'Reach verified professional, technical and specialist providers through the chamber network.',
          ar: 'تواصلوا مع مزودي خدمات مهنية وتقنية ومتخصصة موثوقين عبر شبكة الغرفة.',
          nl: 'Bereik geverifieerde professionele, technische en gespecialiseerde dienstverleners via het netwerk van de Kamer.',
        },
        features: [
          { en: '200+ verified providers', ar: 'أكثر من 200 مزود خدمة موثوق', nl: '200+ geverifieerde dienstverleners' },
          { en: '4.8/5 average rating', ar: 'متوسط تقييم 4.8/5', nl: 'Gemiddelde beoordeling 4,8/5' },
          { en: '50+ service categories', ar: 'أكثر من 50 فئة خدمات', nl: '50+ dienstencategorieën' },
        ],
      },
    ],
  },
  cta: {
    heading: {
      en: 'Not Sure Where to Start?',
      ar: 'لستم متأكدين من أين تبدؤون؟',
      nl: 'Weet u niet waar u moet beginnen?',
    },
    text: {
      en: 'Tell us about your plans and we will bring together the right advisors, or find a trusted provider in our network yourself.',
      ar: 'حدثونا عن خططكم وسنجمع لكم المستشارين المناسبين، أو اعثروا بأنفسكم على مزود خدمة موثوق في شبكتنا.',
      nl: 'Vertel ons over uw plannen en wij brengen de juiste adviseurs bij elkaar, of vind zelf een betrouwbare dienstverlener in ons netwerk.',
    },
    primary: {
      label: { en: 'Schedule Consultation', ar: 'احجزوا استشارة', nl: 'Plan een adviesgesprek' },
      href: '/contact',
    },
    secondary: {
      label: { en: 'Browse Our Network', ar: 'تصفحوا شبكتنا', nl: 'Bekijk ons netwerk' },
      href: '/services/member-services',
    },
  },
};
