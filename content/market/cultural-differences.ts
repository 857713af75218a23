import type { Localized } from '@shared/locales';
import type { CallToActionContent } from './content-types';

export type ComparisonIcon = 'meeting' | 'communication' | 'time';

/** One aspect of business culture, practised one way in Qatar and another in the Netherlands. */
export interface CultureComparison {
  id: string;
  icon: ComparisonIcon;
  topic: Localized;
  qatar: Localized[];
  netherlands: Localized[];
  tip: Localized;
}

export type TipCategoryIcon = 'first-meeting' | 'networking' | 'negotiation';

export interface TipCategory {
  icon: TipCategoryIcon;
  title: Localized;
  tips: Localized[];
}

export interface CalendarEvent {
  name: Localized;
  country: 'qatar' | 'netherlands';
  timing: Localized;
  description: Localized;
  businessImpact: Localized;
}

export interface CulturalDifferences {
  comparisons: { heading: Localized; intro: Localized; items: CultureComparison[] };
  tips: { heading: Localized; intro: Localized; categories: TipCategory[] };
  calendar: { heading: Localized; intro: Localized; events: CalendarEvent[] };
  callToAction: CallToActionContent;
}

export const culturalDifferences: CulturalDifferences = {
  comparisons: {
    heading: { en: 'Side by Side', ar: 'مقارنة جنبًا إلى جنب', nl: 'Naast elkaar' },
    intro: {
      en: 'Three areas where visitors from either country are most often surprised.',
      ar: 'ثلاثة جوانب يتفاجأ بها الزوار من كلا البلدين في أغلب الأحيان.',
      nl: 'Drie gebieden waarin bezoekers uit beide landen het vaakst verrast worden.',
    },
    items: [
      {
        id: 'meeting-etiquette',
        icon: 'meeting',
        topic: { en: 'Meeting Etiquette', ar: 'آداب الاجتماعات', nl: 'Etiquette bij vergaderingen' },
        qatar: [
          {
            en: 'Relationships come first: expect coffee and personal conversation before business',
            ar: 'العلاقات أولًا: توقّع تقديم القهوة وحديثًا شخصيًا قبل الدخول في العمل',
            nl: 'De relatie komt eerst: verwacht koffie en een persoonlijk gesprek voordat het over zaken gaat',
          },
          {
            en: 'Greet the most senior person first; wait for a woman to offer her hand',
            ar: 'ابدأوا بتحية الشخص الأعلى مكانة، وانتظروا أن تمدّ المرأة يدها للمصافحة',
            nl: 'Begroet eerst de hoogste in rang; wacht tot een vrouw zelf haar hand aanbiedt',
          },
          {
            en: 'Meetings may be interrupted by calls or visitors; this is normal',
            ar: 'قد تقاطع الاجتماعاتِ مكالماتٌ أو زيارات، وهذا أمر معتاد',
            nl: 'Vergaderingen kunnen worden onderbroken door telefoontjes of bezoekers; dat is normaal',
          },
        ],
        netherlands: [
          {
            en: 'Meetings start on time and follow an agenda shared in advance',
            ar: 'تبدأ الاجتماعات في موعدها وتسير وفق جدول أعمال يُرسل مسبقًا',
            nl: 'Vergaderingen beginnen op tijd en volgen een vooraf gedeelde agenda',
          },
          {
            en: 'A firm handshake and first names are common, even with senior people',
            ar: 'المصافحة الحازمة والمناداة بالاسم الأول أمر شائع، حتى مع كبار المسؤولين',
            nl: 'Een stevige handdruk en tutoyeren zijn gebruikelijk, ook bij leidinggevenden',
          },
          {
            en: 'Small talk is brief; the discussion moves quickly to the point',
            ar: 'الأحاديث الجانبية قصيرة، وينتقل النقاش سريعًا إلى صلب الموضوع',
            nl: 'Small talk is kort; het gesprek komt snel ter zake',
          },
        ],
        tip: {
          en: 'In Doha, plan a first meeting to build trust, not to close a deal. In Amsterdam, come with a clear proposal.',
          ar: 'في الدوحة، اجعلوا الاجتماع الأول لبناء الثقة لا لإبرام الصفقة. وفي أمستردام، احضروا ومعكم مقترح واضح.',
          nl: 'Plan in Doha een eerste gesprek om vertrouwen op te bouwen, niet om een deal te sluiten. Kom in Amsterdam met een helder voorstel.',
        },
      },
      {
        id: 'communication-styles',
        icon: 'communication',
        topic: { en: 'Communication Styles', ar: 'أساليب التواصل', nl: 'Communicatiestijlen' },
        qatar: [
          {
            en: 'Communication is polite and indirect; a direct “no” is rare',
            ar: 'التواصل مهذب وغير مباشر، ونادرًا ما يُقال "لا" صراحةً',
            nl: 'Communicatie is beleefd en indirect; een direct “nee” is zeldzaam',
          },
          {
            en: 'Face-to-face meetings and phone calls carry more weight than email',
            ar: 'للاجتماعات المباشرة والمكالمات الهاتفية وزن أكبر من البريد الإلكتروني',
            nl: 'Persoonlijke ontmoetingen en telefoongesprekken wegen zwaarder dan e-mail',
          },
          {
            en: 'Public criticism causes loss of face; raise concerns privately',
            ar: 'النقد العلني يسبب الإحراج، لذا اطرحوا ملاحظاتكم على انفراد',
            nl: 'Kritiek in het openbaar leidt tot gezichtsverlies; bespreek zorgen onder vier ogen',
          },
        ],
        netherlands: [
          {
            en: 'Directness is valued as honesty, not rudeness',
            ar: 'تُقدَّر الصراحة باعتبارها صدقًا لا فظاظة',
            nl: 'Directheid wordt gewaardeerd als eerlijkheid, niet als onbeleefdheid',
          },
          {
            en: 'Email is the normal channel, and written agreements are expected',
            ar: 'البريد الإلكتروني هو القناة المعتادة، ويُتوقع توثيق الاتفاقات كتابةً',
            nl: 'E-mail is het gebruikelijke kanaal en afspraken worden schriftelijk vastgelegd',
          },
          {
            en: 'Open debate is welcome, including with managers',
            ar: 'النقاش المفتوح مرحّب به، حتى مع المديرين',
            nl: 'Een open discussie is welkom, ook met leidinggevenden',
          },
        ],
        tip: {
          en: 'Read between the lines in Qatar (“we will see” often means no) and do not take Dutch bluntness personally.',
          ar: 'اقرأوا ما بين السطور في قطر (فعبارة «سنرى» تعني الرفض غالبًا)، ولا تأخذوا الصراحة الهولندية على محمل شخصي.',
          nl: 'Lees in Qatar tussen de regels door (“we zullen zien” betekent vaak nee) en vat Nederlandse directheid niet persoonlijk op.',
        },
      },
      {
        id: 'time-management',
        icon: 'time',
        topic: { en: 'Time Management', ar: 'إدارة الوقت', nl: 'Omgang met tijd' },
        qatar: [
          {
            en: 'Schedules are flexible and decisions take time',
            ar: 'الجداول الزمنية مرنة، واتخاذ القرارات يستغرق وقتًا',
            nl: 'Planningen zijn flexibel en besluitvorming kost tijd',
          },
          {
            en: 'The working week runs from Sunday to Thursday',
            ar: 'يمتد أسبوع العمل من الأحد إلى الخميس',
            nl: 'De werkweek loopt van zondag tot en met donderdag',
          },
          {
            en: 'Working hours are shorter during Ramadan',
            ar: 'تكون ساعات العمل أقصر خلال شهر رمضان',
            nl: 'Tijdens de ramadan zijn de werktijden korter',
          },
        ],
        netherlands: [
          {
            en: 'Punctuality is expected; five minutes late calls for a message',
            ar: 'الالتزام بالمواعيد مطلوب، والتأخر خمس دقائق يستدعي إرسال رسالة',
            nl: 'Stiptheid wordt verwacht; bij vijf minuten vertraging stuurt u een bericht',
          },
          {
            en: 'Meetings are planned weeks ahead in a shared calendar',
            ar: 'تُحدَّد الاجتماعات قبل أسابيع في تقويم مشترك',
            nl: 'Afspraken worden weken vooruit gepland in een gedeelde agenda',
          },
          {
            en: 'July and August are holiday months; many decision-makers are away',
            ar: 'يوليو وأغسطس شهرا عطلات، ويغيب خلالهما كثير من صنّاع القرار',
            nl: 'Juli en augustus zijn vakantiemaanden; veel besluitvormers zijn dan afwezig',
          },
        ],
        tip: {
          en: 'Allow extra time for approvals in Qatar, and confirm Dutch appointments well in advance.',
          ar: 'امنحوا وقتًا إضافيًا للحصول على الموافقات في قطر، وأكّدوا مواعيدكم في هولندا قبل وقت كافٍ.',
          nl: 'Houd in Qatar rekening met extra tijd voor goedkeuringen en bevestig Nederlandse afspraken ruim van tevoren.',
        },
      },
    ],
  },
  tips: {
    heading: { en: 'Practical Tips', ar: 'نصائح عملية', nl: 'Praktische tips' },
    intro: {
      en: 'Advice from members who do business in both countries every day.',
      ar: 'نصائح من أعضاء يمارسون الأعمال في البلدين يوميًا.',
      nl: 'Adviezen van leden die dagelijks in beide landen zakendoen.',
    },
    categories: [
      {
        icon: 'first-meeting',
        title: { en: 'First Meetings', ar: 'الاجتماعات الأولى', nl: 'Eerste kennismaking' },
        tips: [
          {
            en: 'Bring business cards, ideally printed in English and Arabic for Qatar',
            ar: 'احمل بطاقات عمل، ويُفضّل أن تكون مطبوعة بالإنجليزية والعربية في قطر',
            nl: 'Neem visitekaartjes mee, voor Qatar bij voorkeur in het Engels en Arabisch',
          },
          {
            en: 'Dress conservatively: a suit in Doha, smart business wear in the Netherlands',
            ar: 'التزم بالملابس الرسمية المحتشمة: بدلة في الدوحة، وملابس عمل أنيقة في هولندا',
            nl: 'Kleed u ingetogen: een pak in Doha, verzorgde zakelijke kleding in Nederland',
          },
          {
            en: 'Accept coffee or tea when offered; declining can seem impolite',
            ar: 'اقبل القهوة أو الشاي عند تقديمهما، فالرفض قد يبدو غير لائق',
            nl: 'Accepteer koffie of thee als die wordt aangeboden; weigeren kan onbeleefd overkomen',
          },
        ],
      },
      {
        icon: 'networking',
        title: { en: 'Networking Events', ar: 'فعاليات التواصل', nl: 'Netwerkevenementen' },
        tips: [
          {
            en: 'Introductions through a mutual contact open doors faster in Qatar',
            ar: 'التعارف عبر معرفة مشتركة يفتح الأبواب بسرعة أكبر في قطر',
            nl: 'Een introductie via een gezamenlijke relatie opent in Qatar sneller deuren',
          },
          {
            en: 'At Dutch receptions, introduce yourself; nobody will do it for you',
            ar: 'في حفلات الاستقبال الهولندية، عرّفوا بأنفسكم، فلن يقوم أحد بذلك نيابة عنكم',
            nl: 'Stel uzelf voor op Nederlandse recepties; niemand anders doet het voor u',
          },
          {
            en: 'Follow up within a week, by phone in Qatar and by email in the Netherlands',
            ar: 'تابع خلال أسبوع، هاتفيًا في قطر وعبر البريد الإلكتروني في هولندا',
            nl: 'Neem binnen een week contact op: telefonisch in Qatar, per e-mail in Nederland',
          },
        ],
      },
      {
        icon: 'negotiation',
        title: { en: 'Negotiation Approach', ar: 'أسلوب التفاوض', nl: 'Onderhandelingsaanpak' },
        tips: [
          {
            en: 'Expect several rounds in Qatar and leave room in your first offer',
            ar: 'توقّعوا جولات عدة في قطر، واتركوا هامشًا في عرضكم الأول',
            nl: 'Reken in Qatar op meerdere rondes en laat ruimte in uw eerste bod',
          },
          {
            en: 'Dutch counterparts prefer realistic offers backed by facts',
            ar: 'يفضّل النظراء الهولنديون العروض الواقعية المدعومة بالحقائق',
            nl: 'Nederlandse gesprekspartners geven de voorkeur aan realistische, onderbouwde voorstellen',
          },
          {
            en: 'Decisions in Qatar are made at the top; make sure the decision-maker is involved',
            ar: 'تُتخذ القرارات في قطر على أعلى المستويات، فاحرصوا على إشراك صاحب القرار',
            nl: 'In Qatar wordt aan de top beslist; zorg dat de beslisser betrokken is',
          },
        ],
      },
    ],
  },
  calendar: {
    heading: { en: 'Cultural Calendar', ar: 'التقويم الثقافي', nl: 'Culturele kalender' },
    intro: {
      en: 'Four moments in the year that shape the business agenda in both countries.',
      ar: 'أربع مناسبات في العام تؤثر في جدول الأعمال في البلدين.',
      nl: 'Vier momenten in het jaar die de zakelijke agenda in beide landen bepalen.',
    },
    events: [
      {
        name: { en: 'Ramadan', ar: 'شهر رمضان', nl: 'Ramadan' },
        country: 'qatar',
        timing: {
          en: 'Ninth month of the Islamic calendar; about 11 days earlier each year',
          ar: 'الشهر التاسع من التقويم الهجري، ويأتي مبكرًا بنحو 11 يومًا كل عام',
          nl: 'Negende maand van de islamitische kalender; elk jaar ongeveer 11 dagen eerder',
        },
        description: {
          en: 'A month of fasting from dawn to sunset, reflection and evening gatherings.',
          ar: 'شهر صيام من الفجر حتى غروب الشمس، وتأمّل، ولقاءات مسائية.',
          nl: 'Een maand van vasten van zonsopgang tot zonsondergang, bezinning en bijeenkomsten in de avond.',
        },
        businessImpact: {
          en: 'Shorter office hours; avoid eating or drinking in public during the day.',
          ar: 'ساعات عمل أقصر، وتجنّب الأكل أو الشرب علنًا خلال النهار.',
          nl: 'Kortere kantoortijden; eet of drink overdag niet in het openbaar.',
        },
      },
      {
        name: { en: 'Eid al-Fitr', ar: 'عيد الفطر', nl: 'Eid al-Fitr' },
        country: 'qatar',
        timing: {
          en: 'The days after Ramadan ends',
          ar: 'الأيام التي تلي انتهاء شهر رمضان',
          nl: 'De dagen na het einde van de ramadan',
        },
        description: {
          en: 'The festival that ends Ramadan, celebrated with family visits and greetings.',
          ar: 'العيد الذي يختتم شهر رمضان، ويُحتفل به بالزيارات العائلية وتبادل التهاني.',
          nl: 'Het feest waarmee de ramadan eindigt, gevierd met familiebezoek en felicitaties.',
        },
        businessImpact: {
          en: 'Offices close for several days; send greetings to your Qatari contacts.',
          ar: 'تُغلق المكاتب لعدة أيام، فأرسلوا التهاني إلى معارفكم القطريين.',
          nl: 'Kantoren zijn enkele dagen gesloten; stuur uw Qatarese relaties een felicitatie.',
        },
      },
      {
        name: { en: 'King’s Day', ar: 'يوم الملك', nl: 'Koningsdag' },
        country: 'netherlands',
        timing: {
          en: '27 April (26 April when the 27th is a Sunday)',
          ar: '27 أبريل (أو 26 أبريل إذا وافق يوم 27 يوم أحد)',
          nl: '27 april (26 april als de 27e op een zondag valt)',
        },
        description: {
          en: 'The King’s birthday, a national holiday with street markets and orange everywhere.',
          ar: 'عيد ميلاد الملك، وهو عطلة وطنية تنتشر فيها الأسواق الشعبية ويعمّ اللون البرتقالي.',
          nl: 'De verjaardag van de Koning: een nationale feestdag met vrijmarkten en overal oranje.',
        },
        businessImpact: {
          en: 'Most offices are closed; do not plan meetings in the Netherlands that day.',
          ar: 'تُغلق معظم المكاتب، فلا تحدد اجتماعات في هولندا في ذلك اليوم.',
          nl: 'De meeste kantoren zijn dicht; plan die dag geen afspraken in Nederland.',
        },
      },
      {
        name: { en: 'Qatar National Day', ar: 'اليوم الوطني لدولة قطر', nl: 'Nationale Feestdag van Qatar' },
        country: 'qatar',
        timing: { en: '18 December', ar: '18 ديسمبر', nl: '18 december' },
        description: {
          en: 'Marks the unification of Qatar in 1878, with parades and celebrations across Doha.',
          ar: 'يُخلّد ذكرى توحيد قطر عام 1878، وتُقام فيه المسيرات والاحتفالات في أنحاء الدوحة.',
          nl: 'Herdenkt de eenwording van Qatar in 1878, met parades en festiviteiten in heel Doha.',
        },
        businessImpact: {
          en: 'A public holiday; a good moment to show appreciation to Qatari partners.',
          ar: 'عطلة رسمية، وفرصة مناسبة للتعبير عن التقدير للشركاء القطريين.',
          nl: 'Een officiële feestdag en een goed moment om uw waardering te tonen aan Qatarese partners.',
        },
      },
    ],
  },
  callToAction: {
    heading: {
      en: 'Build relationships that last',
      ar: 'ابنِ علاقات تدوم',
      nl: 'Bouw relaties die blijven',
    },
    text: {
      en: 'Our members meet their counterparts at 50+ events a year. Next, see which sectors offer the most opportunity.',
      ar: 'يلتقي أعضاؤنا بنظرائهم في أكثر من 50 فعالية سنويًا. والآن، تعرّفوا على القطاعات التي تتيح أكبر الفرص.',
      nl: 'Onze leden ontmoeten hun gesprekspartners op 50+ evenementen per jaar. Bekijk vervolgens welke sectoren de meeste kansen bieden.',
    },
    primary: { label: { en: 'Become a Member', ar: 'انضمّوا إلى الغرفة', nl: 'Word lid' }, href: '/membership' },
    secondary: {
      label: { en: 'Explore Focus Sectors', ar: 'استكشفوا القطاعات ذات الأولوية', nl: 'Bekijk de focussectoren' },
      href: '/market-info/focus-sectors',
    },
  },
};
