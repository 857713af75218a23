import type { Localized } from '@shared/locales';
import type { IconCard } from './overview';

export type ValueIcon = 'flag' | 'network' | 'zap' | 'heart' | 'leaf';

export interface CoreValue {
  icon: ValueIcon;
  title: Localized;
  summary: Localized;
  /** Four lines on what the value means in practice. */
  details: Localized[];
}

export const missionValues = {
  mission: {
    heading: { en: 'Our Mission', ar: 'رسالتنا', nl: 'Onze missie' },
    statement: {
      en: 'We strengthen the economic relationship between Qatar and the Netherlands by helping companies of every size find each other, understand each other and do business together.',
      ar: 'نعزز العلاقات الاقتصادية بين قطر وهولندا بمساعدة الشركات من جميع الأحجام على التعارف والتفاهم وممارسة الأعمال معًا.',
      nl: 'Wij versterken de economische relatie tussen Qatar en Nederland door bedrijven van elke omvang te helpen elkaar te vinden, elkaar te begrijpen en samen zaken te doen.',
    },
    pillars: [
      {
        icon: 'info',
        title: { en: 'Inform', ar: 'نُطلع', nl: 'Informeren' },
        text: {
          en: 'Market briefings, sector research and practical guidance on regulation, tax and culture in both countries.',
          ar: 'إحاطات عن الأسواق وأبحاث قطاعية وإرشادات عملية حول اللوائح والضرائب والثقافة في البلدين.',
          nl: 'Marktbriefings, sectoronderzoek en praktische begeleiding over regelgeving, belastingen en cultuur in beide landen.',
        },
      },
      {
        icon: 'lightbulb',
        title: { en: 'Inspire', ar: 'نُلهم', nl: 'Inspireren' },
        text: {
          en: 'Forums, success stories and innovation programmes that show what companies from both countries achieve together.',
          ar: 'منتديات وقصص نجاح وبرامج ابتكار تُظهر ما تحققه الشركات من البلدين معًا.',
          nl: 'Fora, succesverhalen en innovatieprogramma’s die laten zien wat bedrijven uit beide landen samen bereiken.',
        },
      },
      {
        icon: 'network',
        title: { en: 'Connect', ar: 'نربط', nl: 'Verbinden' },
        text: {
          en: 'Introductions, trade missions and events that turn contacts into partners and partners into long-term relationships.',
          ar: 'لقاءات تعارف وبعثات تجارية وفعاليات تحوّل المعارف إلى شركاء، والشركاء إلى علاقات طويلة الأمد.',
          nl: 'Introducties, handelsmissies en evenementen die contacten omzetten in partners en partners in langdurige relaties.',
        },
      },
    ] satisfies IconCard[],
  },
  values: {
    heading: { en: 'Our Values', ar: 'قيمنا', nl: 'Onze waarden' },
    intro: {
      en: 'Five values guide how we serve our members and represent both countries.',
      ar: 'خمس قيم توجّه طريقة خدمتنا لأعضائنا وتمثيلنا للبلدين.',
      nl: 'Vijf waarden bepalen hoe wij onze leden dienen en beide landen vertegenwoordigen.',
    },
    items: [
      {
        icon: 'flag',
        title: { en: 'Binationality', ar: 'الثنائية الوطنية', nl: 'Binationaliteit' },
        summary: {
          en: 'We are rooted in both countries and give each an equal voice.',
          ar: 'جذورنا في البلدين، ونمنح كلًا منهما صوتًا متساويًا.',
          nl: 'Wij zijn in beide landen geworteld en geven elk land een gelijke stem.',
        },
        details: [
          {
            en: 'Offices and staff in Doha and the Netherlands',
            ar: 'مكاتب وموظفون في الدوحة وهولندا',
            nl: 'Kantoren en medewerkers in Doha en Nederland',
          },
          {
            en: 'A board with leaders from both countries',
            ar: 'مجلس إدارة يضم قادة من البلدين',
            nl: 'Een bestuur met leiders uit beide landen',
          },
          {
            en: 'Services designed for companies moving in either direction',
            ar: 'خدمات مصممة للشركات المتجهة في كلا الاتجاهين',
            nl: 'Diensten voor bedrijven die in beide richtingen ondernemen',
          },
          {
            en: 'Communication in English, Arabic and Dutch',
            ar: 'التواصل بالإنجليزية والعربية والهولندية',
            nl: 'Communicatie in het Engels, Arabisch en Nederlands',
          },
        ],
      },
      {
        icon: 'network',
        title: { en: 'Connection', ar: 'التواصل', nl: 'Verbinding' },
        summary: {
          en: 'Relationships are the foundation of every deal we help to make.',
          ar: 'العلاقات هي أساس كل صفقة نساعد على إتمامها.',
          nl: 'Relaties vormen de basis van elke deal die wij helpen sluiten.',
        },
        details: [
          {
            en: 'Personal introductions to decision-makers',
            ar: 'تعارف شخصي مع صناع القرار',
            nl: 'Persoonlijke introducties bij besluitvormers',
          },
          {
            en: 'Matchmaking at forums and trade missions',
            ar: 'مطابقة الشركاء في المنتديات والبعثات التجارية',
            nl: 'Matchmaking tijdens fora en handelsmissies',
          },
          {
            en: 'Close ties with government and institutions',
            ar: 'روابط وثيقة مع الجهات الحكومية والمؤسسات',
            nl: 'Nauwe banden met overheid en instellingen',
          },
          {
            en: 'A member network that grows with every event',
            ar: 'شبكة أعضاء تتسع مع كل فعالية',
            nl: 'Een ledennetwerk dat met elk evenement groeit',
          },
        ],
      },
      {
        icon: 'zap',
        title: { en: 'Dynamism', ar: 'الحيوية', nl: 'Dynamiek' },
        summary: {
          en: 'We move at the pace of business and act on new opportunities quickly.',
          ar: 'نعمل بوتيرة عالم الأعمال ونستجيب للفرص الجديدة بسرعة.',
          nl: 'Wij bewegen mee in het tempo van het bedrijfsleven en spelen snel in op nieuwe kansen.',
        },
        details: [
          { en: 'Fast answers to member questions', ar: 'ردود سريعة على استفسارات الأعضاء', nl: 'Snelle antwoorden op vragen van leden' },
          {
            en: 'Programmes that follow new sectors and technologies',
            ar: 'برامج تواكب القطاعات والتقنيات الجديدة',
            nl: 'Programma’s die nieuwe sectoren en technologieën volgen',
          },
          {
            en: 'Room for startups and young professionals',
            ar: 'مساحة للشركات الناشئة والمهنيين الشباب',
            nl: 'Ruimte voor startups en young professionals',
          },
          {
            en: 'A calendar of 50+ events every year',
            ar: 'جدول يضم أكثر من 50 فعالية كل عام',
            nl: 'Een agenda met 50+ evenementen per jaar',
          },
        ],
      },
      {
        icon: 'heart',
        title: { en: 'Appreciation', ar: 'التقدير', nl: 'Waardering' },
        summary: {
          en: 'We respect the culture, customs and ambitions of both countries.',
          ar: 'نحترم ثقافة البلدين وعاداتهما وطموحاتهما.',
          nl: 'Wij respecteren de cultuur, gebruiken en ambities van beide landen.',
        },
        details: [
          {
            en: 'Guidance on business etiquette in both countries',
            ar: 'إرشادات حول آداب العمل في البلدين',
            nl: 'Advies over zakelijke etiquette in beide landen',
          },
          {
            en: 'Cultural programmes alongside business events',
            ar: 'برامج ثقافية إلى جانب فعاليات الأعمال',
            nl: 'Culturele programma’s naast zakelijke evenementen',
          },
          { en: 'Recognition of members’ achievements', ar: 'تقدير إنجازات الأعضاء', nl: 'Erkenning van de prestaties van leden' },
          {
            en: 'Open and respectful dialogue with every partner',
            ar: 'حوار منفتح وقائم على الاحترام مع كل شريك',
            nl: 'Een open en respectvolle dialoog met elke partner',
          },
        ],
      },
      {
        icon: 'leaf',
        title: { en: 'Sustainability', ar: 'الاستدامة', nl: 'Duurzaamheid' },
        summary: {
          en: 'We support business that lasts, for companies and for the planet.',
          ar: 'ندعم الأعمال المستدامة، للشركات وللكوكب على حد سواء.',
          nl: 'Wij steunen ondernemerschap dat blijft, voor bedrijven en voor de planeet.',
        },
        details: [
          {
            en: 'Focus on the energy transition and clean technology',
            ar: 'التركيز على تحول الطاقة والتقنيات النظيفة',
            nl: 'Aandacht voor de energietransitie en schone technologie',
          },
          {
            en: 'Support for sustainable agriculture and water management',
            ar: 'دعم الزراعة المستدامة وإدارة المياه',
            nl: 'Steun voor duurzame landbouw en waterbeheer',
          },
          {
            en: 'Long-term partnerships over short-term gains',
            ar: 'تفضيل الشراكات طويلة الأمد على المكاسب السريعة',
            nl: 'Langdurige partnerschappen boven snelle winst',
          },
          {
            en: 'Alignment with Qatar National Vision 2030 and Dutch climate goals',
            ar: 'الانسجام مع رؤية قطر الوطنية 2030 والأهداف المناخية الهولندية',
            nl: 'Aansluiting bij Qatar National Vision 2030 en de Nederlandse klimaatdoelen',
          },
        ],
      },
    ] satisfies CoreValue[],
  },
  closing: {
    heading: { en: 'Share Our Values?', ar: 'هل تشاركنا قيمنا؟', nl: 'Deelt u onze waarden?' },
    text: {
      en: 'Become a member and help shape the future of business between Qatar and the Netherlands.',
      ar: 'انضمّوا إلى الغرفة وساهموا في رسم مستقبل الأعمال بين قطر وهولندا.',
      nl: 'Word lid en help de toekomst van het zakendoen tussen Qatar en Nederland vorm te geven.',
    },
  },
};
