import type { RecruitmentContent } from './page-schemas';

const talkToRecruitment = '/contact?department=member-services';

/** /services/recruitment: both talent markets, four solutions, the four-step process and specializations. */
export const recruitment: RecruitmentContent = {
  heroActions: [
    {
      label: { en: 'Discuss Your Hiring Needs', ar: 'ناقشوا احتياجاتكم من الكفاءات', nl: 'Bespreek uw wervingsbehoefte' },
      href: talkToRecruitment,
    },
    {
      label: { en: 'Our Recruitment Process', ar: 'مراحل التوظيف لدينا', nl: 'Ons wervingsproces' },
      href: '#process',
    },
  ],
  markets: {
    heading: { en: 'Two Talent Markets', ar: 'سوقان للكفاءات', nl: 'Twee arbeidsmarkten' },
    intro: {
      en: 'We recruit in both countries and understand what candidates there expect.',
      ar: 'نستقطب الكفاءات في البلدين ونفهم ما يتوقعه المرشحون فيهما.',
      nl: 'Wij werven in beide landen en weten wat kandidaten daar verwachten.',
    },
    items: [
      {
        country: 'qatar',
        title: { en: 'Hiring in Qatar', ar: 'التوظيف في قطر', nl: 'Werven in Qatar' },
        description: {
          en: 'An international workforce, with strong demand for engineers, finance professionals and specialists in energy and infrastructure.',
          ar: 'قوى عاملة دولية، مع طلب قوي على المهندسين والمتخصصين في المالية والطاقة والبنية التحتية.',
          nl: 'Een internationaal personeelsbestand, met sterke vraag naar ingenieurs, financiële professionals en specialisten in energie en infrastructuur.',
        },
        points: [
          {
            en: 'Work visas sponsored by the employer',
            ar: 'تأشيرات العمل بكفالة صاحب العمل',
            nl: 'Werkvisa via de werkgever als sponsor',
          },
          {
            en: 'Qatarization targets in several sectors',
            ar: 'مستهدفات التقطير في عدد من القطاعات',
            nl: 'Doelstellingen voor Qatarisering in diverse sectoren',
          },
          {
            en: 'Housing and transport often part of the package',
            ar: 'السكن والمواصلات غالبًا جزء من حزمة المزايا',
            nl: 'Huisvesting en vervoer vaak onderdeel van het pakket',
          },
        ],
      },
      {
        country: 'netherlands',
        title: { en: 'Hiring in the Netherlands', ar: 'التوظيف في هولندا', nl: 'Werven in Nederland' },
        description: {
          en: 'A highly educated, multilingual workforce in a tight labour market where good candidates move fast.',
          ar: 'قوى عاملة عالية التعليم ومتعددة اللغات في سوق عمل تنافسية ينتقل فيها المرشحون الجيدون بسرعة.',
          nl: 'Een hoogopgeleide, meertalige beroepsbevolking in een krappe arbeidsmarkt waarin goede kandidaten snel weg zijn.',
        },
        points: [
          {
            en: 'Highly skilled migrant scheme for faster permits',
            ar: 'نظام المهاجرين ذوي المهارات العالية لتسريع التصاريح',
            nl: 'Kennismigrantenregeling voor snellere vergunningen',
          },
          {
            en: 'Strong employee protection and collective agreements',
            ar: 'حماية قوية للموظفين واتفاقيات عمل جماعية',
            nl: 'Sterke werknemersbescherming en cao’s',
          },
          {
            en: 'Holiday allowance and pension are standard',
            ar: 'بدل الإجازة والمعاش التقاعدي من المزايا المعتادة',
            nl: 'Vakantiegeld en pensioen zijn standaard',
          },
        ],
      },
    ],
  },
  solutions: {
    heading: { en: 'Recruitment Solutions', ar: 'حلول التوظيف', nl: 'Wervingsoplossingen' },
    intro: {
      en: 'From a single specialist to a complete team for a new office.',
      ar: 'من متخصص واحد إلى فريق متكامل لمكتب جديد.',
      nl: 'Van één specialist tot een compleet team voor een nieuw kantoor.',
    },
    items: [
      {
        icon: 'target',
        title: { en: 'Executive Search', ar: 'البحث عن القيادات التنفيذية', nl: 'Executive search' },
        description: {
          en: 'Discreet search for country managers, directors and board members.',
          ar: 'بحث متكتم عن مديري الفروع والمديرين التنفيذيين وأعضاء مجالس الإدارة.',
          nl: 'Discrete zoektocht naar landenmanagers, directeuren en bestuursleden.',
        },
        points: [
          { en: 'Market mapping', ar: 'مسح السوق', nl: 'Marktverkenning' },
          { en: 'Direct approach of candidates', ar: 'التواصل المباشر مع المرشحين', nl: 'Directe benadering van kandidaten' },
          { en: 'Leadership assessment', ar: 'تقييم القدرات القيادية', nl: 'Leiderschapsassessment' },
        ],
      },
      {
        icon: 'user-search',
        title: { en: 'Professional Recruitment', ar: 'استقطاب المهنيين', nl: 'Werving van professionals' },
        description: {
          en: 'Specialists and managers for technical, commercial and support roles.',
          ar: 'متخصصون ومديرون للوظائف الفنية والتجارية والمساندة.',
          nl: 'Specialisten en managers voor technische, commerciële en ondersteunende functies.',
        },
        points: [
          { en: 'Targeted candidate search', ar: 'بحث موجّه عن المرشحين', nl: 'Gerichte kandidatenzoektocht' },
          { en: 'Screening and reference checks', ar: 'الفرز والتحقق من المراجع', nl: 'Screening en referentiecontrole' },
          { en: 'Shortlist within weeks', ar: 'قائمة مختصرة خلال أسابيع', nl: 'Shortlist binnen enkele weken' },
        ],
      },
      {
        icon: 'graduation-cap',
        title: {
          en: 'Graduate and Young Professional Programs',
          ar: 'برامج الخريجين والمهنيين الشباب',
          nl: 'Programma’s voor starters en young professionals',
        },
        description: {
          en: 'Internships and traineeships that bring young talent from one country to the other.',
          ar: 'برامج تدريب تنقل المواهب الشابة من أحد البلدين إلى الآخر.',
          nl: 'Stages en traineeships die jong talent van het ene land naar het andere brengen.',
        },
        points: [
          { en: 'University partnerships', ar: 'شراكات مع الجامعات', nl: 'Samenwerking met universiteiten' },
          { en: 'Internship placement', ar: 'التنسيب في برامج التدريب', nl: 'Plaatsing van stagiairs' },
          { en: 'Mentoring by members', ar: 'إرشاد يقدّمه الأعضاء', nl: 'Mentoring door leden' },
        ],
      },
      {
        icon: 'plane',
        title: { en: 'Relocation and Onboarding', ar: 'الانتقال والتهيئة الوظيفية', nl: 'Relocatie en onboarding' },
        description: {
          en: 'Practical support so that new hires and their families settle in quickly.',
          ar: 'دعم عملي ليستقر الموظفون الجدد وعائلاتهم بسرعة.',
          nl: 'Praktische ondersteuning zodat nieuwe medewerkers en hun gezinnen snel hun draai vinden.',
        },
        points: [
          { en: 'Visas and work permits', ar: 'التأشيرات وتصاريح العمل', nl: 'Visa en werkvergunningen' },
          { en: 'Housing and schooling', ar: 'السكن والتعليم المدرسي', nl: 'Huisvesting en scholen' },
          { en: 'Cultural orientation', ar: 'التهيئة الثقافية', nl: 'Culturele oriëntatie' },
        ],
      },
    ],
  },
  process: {
    heading: { en: 'Our Recruitment Process', ar: 'مراحل التوظيف لدينا', nl: 'Ons wervingsproces' },
    intro: {
      en: 'Four steps with clear timelines, so you know when to expect candidates.',
      ar: 'أربع خطوات بجداول زمنية واضحة، لتعرفوا متى تتوقعون المرشحين.',
      nl: 'Vier stappen met een duidelijke planning, zodat u weet wanneer u kandidaten kunt verwachten.',
    },
    steps: [
      {
        duration: { en: '1-2 weeks', ar: '1-2 أسبوع', nl: '1-2 weken' },
        title: { en: 'Needs Analysis', ar: 'تحليل الاحتياجات', nl: 'Behoefteanalyse' },
        description: {
          en: 'We define the role, the profile and the package with you, including visa and relocation questions.',
          ar: 'نحدد معكم الوظيفة والمواصفات وحزمة المزايا، بما في ذلك مسائل التأشيرة والانتقال.',
          nl: 'Samen met u bepalen wij de functie, het profiel en het pakket, inclusief vragen over visa en relocatie.',
        },
      },
      {
        duration: { en: '2-4 weeks', ar: '2-4 أسابيع', nl: '2-4 weken' },
        title: { en: 'Search and Screening', ar: 'البحث والفرز', nl: 'Zoeken en screenen' },
        description: {
          en: 'We search both markets, interview candidates and present a shortlist with our assessment.',
          ar: 'نبحث في السوقين ونجري مقابلات مع المرشحين ونقدّم قائمة مختصرة مع تقييمنا.',
          nl: 'Wij zoeken in beide markten, voeren gesprekken met kandidaten en presenteren een shortlist met onze beoordeling.',
        },
      },
      {
        duration: { en: '1-3 weeks', ar: '1-3 أسابيع', nl: '1-3 weken' },
        title: { en: 'Interviews and Selection', ar: 'المقابلات والاختيار', nl: 'Gesprekken en selectie' },
        description: {
          en: 'We organise interviews, check references and support the offer and negotiation.',
          ar: 'ننظم المقابلات ونتحقق من المراجع وندعم مرحلة العرض والتفاوض.',
          nl: 'Wij organiseren de gesprekken, controleren referenties en ondersteunen bij aanbod en onderhandeling.',
        },
      },
      {
        duration: { en: 'Ongoing', ar: 'مستمر', nl: 'Doorlopend' },
        title: { en: 'Onboarding and Follow-up', ar: 'التهيئة والمتابعة', nl: 'Onboarding en nazorg' },
        description: {
          en: 'We help with the move and check in with you and your new hire during the first months.',
          ar: 'نساعد في الانتقال ونتابع معكم ومع الموظف الجديد خلال الأشهر الأولى.',
          nl: 'Wij helpen bij de verhuizing en houden in de eerste maanden contact met u en uw nieuwe medewerker.',
        },
      },
    ],
    averageHire: {
      value: { en: '45 days', ar: '45 يومًا', nl: '45 dagen' },
      label: { en: 'Average Time to Hire', ar: 'متوسط مدة إتمام التعيين', nl: 'Gemiddelde doorlooptijd tot aanstelling' },
      description: {
        en: 'From the first briefing to a signed offer',
        ar: 'من الاجتماع التعريفي الأول حتى توقيع العرض',
        nl: 'Van de eerste briefing tot een getekend aanbod',
      },
    },
  },
  specializations: {
    heading: { en: 'Sectors We Recruit For', ar: 'القطاعات التي نوظّف لها', nl: 'Sectoren waarvoor wij werven' },
    intro: {
      en: 'Our consultants specialise in the sectors that drive trade between the two countries.',
      ar: 'يتخصص مستشارونا في القطاعات التي تقود التجارة بين البلدين.',
      nl: 'Onze consultants zijn gespecialiseerd in de sectoren die de handel tussen beide landen drijven.',
    },
    items: [
      { en: 'Energy and LNG', ar: 'الطاقة والغاز الطبيعي المسال', nl: 'Energie en lng' },
      { en: 'Finance and Banking', ar: 'المالية والمصارف', nl: 'Financiën en bankwezen' },
      { en: 'Engineering and Construction', ar: 'الهندسة والإنشاءات', nl: 'Engineering en bouw' },
      { en: 'Technology and IT', ar: 'التكنولوجيا وتقنية المعلومات', nl: 'Technologie en IT' },
      { en: 'Logistics and Maritime', ar: 'الخدمات اللوجستية والنقل البحري', nl: 'Logistiek en maritiem' },
      { en: 'Agri-food and Water', ar: 'الأغذية الزراعية والمياه', nl: 'Agrifood en water' },
      { en: 'Healthcare', ar: 'الرعاية الصحية', nl: 'Gezondheidszorg' },
      { en: 'Hospitality and Tourism', ar: 'الضيافة والسياحة', nl: 'Horeca en toerisme' },
    ],
  },
  cta: {
    heading: {
      en: 'Find the Right People, Faster',
      ar: 'اعثروا على الأشخاص المناسبين بشكل أسرع',
      nl: 'Vind sneller de juiste mensen',
    },
    text: {
      en: 'Tell us about the role you need to fill and we will propose a search plan within a week.',
      ar: 'أخبرونا بالوظيفة التي تريدون شغلها وسنقترح عليكم خطة بحث خلال أسبوع.',
      nl: 'Vertel ons welke functie u wilt invullen en wij stellen binnen een week een zoekplan voor.',
    },
    primary: {
      label: { en: 'Contact Our Recruitment Team', ar: 'تواصلوا مع فريق التوظيف', nl: 'Spreek ons wervingsteam' },
      href: talkToRecruitment,
    },
  },
};
