import type { ArbitrationContent } from './page-schemas';

const requestArbitration = '/contact?department=legal';

/** /services/arbitration: benefits, the four-step process, case types and statistics. */
export const arbitration: ArbitrationContent = {
  heroActions: [
    {
      label: { en: 'Request Arbitration', ar: 'اطلبوا التحكيم', nl: 'Arbitrage aanvragen' },
      href: requestArbitration,
    },
    {
      label: { en: 'Learn About Process', ar: 'تعرّفوا على الإجراءات', nl: 'Meer over de procedure' },
      href: '#process',
    },
  ],
  benefits: {
    heading: {
      en: 'Why Choose Chamber Arbitration',
      ar: 'لماذا تختارون التحكيم لدى الغرفة',
      nl: 'Waarom kiezen voor arbitrage via de Kamer',
    },
    intro: {
      en: 'Arbitration keeps business relationships intact while giving both parties a binding, enforceable outcome.',
      ar: 'يحافظ التحكيم على العلاقات التجارية ويمنح الطرفين في الوقت نفسه حكمًا ملزمًا وقابلًا للتنفيذ.',
      nl: 'Arbitrage houdt zakelijke relaties intact en geeft beide partijen een bindende, afdwingbare uitkomst.',
    },
    items: [
      {
        icon: 'scale',
        title: { en: 'Neutral and Impartial', ar: 'حياد ونزاهة', nl: 'Neutraal en onpartijdig' },
        description: {
          en: 'Independent arbitrators with no ties to either party, chosen for their knowledge of Qatari and Dutch business.',
          ar: 'محكّمون مستقلون لا تربطهم صلة بأي من الطرفين، يُختارون لمعرفتهم بالأعمال في قطر وهولندا.',
          nl: 'Onafhankelijke arbiters zonder banden met een van de partijen, gekozen om hun kennis van het Qatarese en Nederlandse bedrijfsleven.',
        },
      },
      {
        icon: 'lock',
        title: { en: 'Confidential', ar: 'سرية تامة', nl: 'Vertrouwelijk' },
        description: {
          en: 'Hearings and awards stay private, protecting your reputation, trade secrets and commercial relationships.',
          ar: 'تبقى الجلسات والأحكام سرية، بما يحمي سمعتكم وأسراركم التجارية وعلاقاتكم مع الشركاء.',
          nl: 'Zittingen en uitspraken blijven besloten, zodat uw reputatie, bedrijfsgeheimen en handelsrelaties beschermd blijven.',
        },
      },
      {
        icon: 'timer',
        title: { en: 'Faster Than Litigation', ar: 'أسرع من التقاضي', nl: 'Sneller dan een rechtszaak' },
        description: {
          en: 'Cases are resolved in 8 months on average, with a timetable agreed with both parties from the start.',
          ar: 'تُحسم القضايا في 8 أشهر في المتوسط، وفق جدول زمني يُتفق عليه مع الطرفين منذ البداية.',
          nl: 'Zaken worden gemiddeld binnen 8 maanden afgerond, volgens een tijdschema dat vanaf het begin met beide partijen is afgesproken.',
        },
      },
      {
        icon: 'globe',
        title: { en: 'Enforceable Worldwide', ar: 'أحكام قابلة للتنفيذ دوليًا', nl: 'Wereldwijd afdwingbaar' },
        description: {
          en: 'Qatar and the Netherlands are both parties to the New York Convention, so awards can be enforced in both countries and beyond.',
          ar: 'قطر وهولندا كلتاهما طرف في اتفاقية نيويورك، لذا يمكن تنفيذ الأحكام في البلدين وخارجهما.',
          nl: 'Qatar en Nederland zijn beide aangesloten bij het Verdrag van New York, zodat uitspraken in beide landen en daarbuiten ten uitvoer kunnen worden gelegd.',
        },
      },
    ],
  },
  process: {
    heading: { en: 'How Arbitration Works', ar: 'كيف تجري إجراءات التحكيم', nl: 'Hoe arbitrage verloopt' },
    intro: {
      en: 'A clear, four-step procedure with our case managers at your side from the request to the final award.',
      ar: 'إجراءات واضحة من أربع خطوات، يرافقكم فيها مديرو القضايا لدينا من تقديم الطلب حتى صدور الحكم النهائي.',
      nl: 'Een heldere procedure in vier stappen, met onze casemanagers aan uw zijde van het verzoek tot de einduitspraak.',
    },
    steps: [
      {
        title: { en: 'Request for Arbitration', ar: 'تقديم طلب التحكيم', nl: 'Verzoek tot arbitrage' },
        description: {
          en: 'You submit the request with a summary of the dispute; we notify the other party and confirm the arbitration agreement.',
          ar: 'تقدّمون الطلب مع ملخص للنزاع، فنُخطر الطرف الآخر ونتحقق من اتفاق التحكيم.',
          nl: 'U dient het verzoek in met een samenvatting van het geschil; wij informeren de wederpartij en bevestigen de arbitrageovereenkomst.',
        },
      },
      {
        title: { en: 'Tribunal Formation', ar: 'تشكيل هيئة التحكيم', nl: 'Samenstelling van het scheidsgerecht' },
        description: {
          en: 'The parties appoint one or three arbitrators from our panel, and the tribunal sets the timetable and language.',
          ar: 'يعيّن الطرفان محكّمًا واحدًا أو ثلاثة محكّمين من قائمتنا، وتحدد الهيئة الجدول الزمني ولغة الإجراءات.',
          nl: 'De partijen benoemen één of drie arbiters uit ons panel; het scheidsgerecht stelt het tijdschema en de voertaal vast.',
        },
      },
      {
        title: { en: 'Hearings and Evidence', ar: 'الجلسات والأدلة', nl: 'Zittingen en bewijsvoering' },
        description: {
          en: 'Both sides present documents, witnesses and arguments, in person in Doha or Amsterdam or by video.',
          ar: 'يقدّم الطرفان المستندات والشهود والحجج، حضوريًا في الدوحة أو أمستردام أو عبر الاتصال المرئي.',
          nl: 'Beide partijen brengen stukken, getuigen en argumenten in, ter plaatse in Doha of Amsterdam of via video.',
        },
      },
      {
        title: { en: 'Final Award', ar: 'الحكم النهائي', nl: 'Einduitspraak' },
        description: {
          en: 'The tribunal issues a reasoned, binding award, and we support you with recognition and enforcement where needed.',
          ar: 'تصدر الهيئة حكمًا مسبّبًا وملزمًا، ونساعدكم في الاعتراف به وتنفيذه عند الحاجة.',
          nl: 'Het scheidsgerecht doet een gemotiveerde, bindende uitspraak; waar nodig ondersteunen wij u bij erkenning en tenuitvoerlegging.',
        },
      },
    ],
  },
  caseTypes: {
    heading: { en: 'Cases We Handle', ar: 'القضايا التي ننظر فيها', nl: 'Zaken die wij behandelen' },
    intro: {
      en: 'Our panel covers the disputes that most often arise in trade and investment between the two countries.',
      ar: 'تغطي قائمة محكّمينا النزاعات الأكثر شيوعًا في التجارة والاستثمار بين البلدين.',
      nl: 'Ons panel dekt de geschillen die het vaakst ontstaan bij handel en investeringen tussen beide landen.',
    },
    items: [
      {
        icon: 'file-text',
        title: { en: 'Commercial Contracts', ar: 'العقود التجارية', nl: 'Handelscontracten' },
        description: {
          en: 'Supply, sales and service agreements, including delivery, quality and payment disputes.',
          ar: 'اتفاقيات التوريد والبيع والخدمات، بما في ذلك النزاعات المتعلقة بالتسليم والجودة والدفع.',
          nl: 'Leverings-, koop- en dienstverleningsovereenkomsten, waaronder geschillen over levering, kwaliteit en betaling.',
        },
      },
      {
        icon: 'handshake',
        title: { en: 'Joint Ventures and Shareholders', ar: 'المشاريع المشتركة والمساهمون', nl: 'Joint ventures en aandeelhouders' },
        description: {
          en: 'Disagreements between partners over governance, capital contributions and exits.',
          ar: 'الخلافات بين الشركاء حول الحوكمة والمساهمات الرأسمالية والتخارج.',
          nl: 'Meningsverschillen tussen partners over bestuur, kapitaalinbreng en uittreding.',
        },
      },
      {
        icon: 'hard-hat',
        title: { en: 'Construction and Infrastructure', ar: 'البناء والبنية التحتية', nl: 'Bouw en infrastructuur' },
        description: {
          en: 'Delays, variations and defects in building, engineering and infrastructure projects.',
          ar: 'التأخير والتعديلات والعيوب في مشاريع البناء والهندسة والبنية التحتية.',
          nl: 'Vertragingen, meerwerk en gebreken bij bouw-, engineering- en infrastructuurprojecten.',
        },
      },
      {
        icon: 'store',
        title: { en: 'Agency and Distribution', ar: 'الوكالات التجارية والتوزيع', nl: 'Agentuur en distributie' },
        description: {
          en: 'Termination, exclusivity and commission claims under agency and distribution agreements.',
          ar: 'مطالبات الإنهاء والحصرية والعمولات بموجب اتفاقيات الوكالة والتوزيع.',
          nl: 'Claims over beëindiging, exclusiviteit en provisie onder agentuur- en distributieovereenkomsten.',
        },
      },
      {
        icon: 'lightbulb',
        title: { en: 'Intellectual Property and Licensing', ar: 'الملكية الفكرية والتراخيص', nl: 'Intellectueel eigendom en licenties' },
        description: {
          en: 'Licence fees, technology transfer and the use of trademarks across both markets.',
          ar: 'رسوم التراخيص ونقل التكنولوجيا واستخدام العلامات التجارية في السوقين.',
          nl: 'Licentievergoedingen, technologieoverdracht en het gebruik van merken in beide markten.',
        },
      },
      {
        icon: 'ship',
        title: { en: 'Maritime and Logistics', ar: 'النقل البحري والخدمات اللوجستية', nl: 'Maritiem en logistiek' },
        description: {
          en: 'Charter, shipping and cargo disputes on the trade routes between the Gulf and Europe.',
          ar: 'نزاعات الاستئجار والشحن والبضائع على خطوط التجارة بين الخليج وأوروبا.',
          nl: 'Geschillen over charters, scheepvaart en lading op de handelsroutes tussen de Golf en Europa.',
        },
      },
    ],
  },
  statistics: {
    heading: { en: 'Our Arbitration Record', ar: 'سجلنا في التحكيم', nl: 'Onze staat van dienst in arbitrage' },
    items: [
      {
        value: { en: '8 months', ar: '8 أشهر', nl: '8 maanden' },
        label: { en: 'Average Duration', ar: 'متوسط مدة القضية', nl: 'Gemiddelde doorlooptijd' },
        description: {
          en: 'From request to final award',
          ar: 'من تقديم الطلب حتى الحكم النهائي',
          nl: 'Van verzoek tot einduitspraak',
        },
      },
      {
        value: { en: '94%', ar: '94%', nl: '94%' },
        label: { en: 'Enforcement Rate', ar: 'نسبة تنفيذ الأحكام', nl: 'Tenuitvoerlegging' },
        description: {
          en: 'Awards complied with or enforced',
          ar: 'أحكام نُفذت طوعًا أو جبرًا',
          nl: 'Uitspraken nageleefd of ten uitvoer gelegd',
        },
      },
      {
        value: { en: '96%', ar: '96%', nl: '96%' },
        label: { en: 'Client Satisfaction', ar: 'رضا العملاء', nl: 'Klanttevredenheid' },
        description: {
          en: 'Parties who would use our arbitration again',
          ar: 'أطراف سيلجؤون إلى التحكيم لدينا مجددًا',
          nl: 'Partijen die opnieuw voor onze arbitrage zouden kiezen',
        },
      },
      {
        value: { en: '150+', ar: '150+', nl: '150+' },
        label: { en: 'Cases Resolved', ar: 'قضية محسومة', nl: 'Afgeronde zaken' },
        description: {
          en: 'Between Qatari and Dutch parties',
          ar: 'بين أطراف قطرية وهولندية',
          nl: 'Tussen Qatarese en Nederlandse partijen',
        },
      },
    ],
  },
  cta: {
    heading: {
      en: 'Ready to Resolve Your Dispute?',
      ar: 'هل أنتم مستعدون لتسوية نزاعكم؟',
      nl: 'Klaar om uw geschil op te lossen?',
    },
    text: {
      en: 'Our legal team will review your case in confidence and explain your options before you commit to anything.',
      ar: 'سيراجع فريقنا القانوني قضيتكم بسرية تامة ويوضح لكم الخيارات المتاحة قبل أن تلتزموا بأي شيء.',
      nl: 'Ons juridisch team bekijkt uw zaak vertrouwelijk en licht uw mogelijkheden toe voordat u zich ergens aan verbindt.',
    },
    primary: {
      label: { en: 'Start Arbitration Process', ar: 'ابدؤوا إجراءات التحكيم', nl: 'Start de arbitrageprocedure' },
      href: requestArbitration,
    },
    secondary: {
      label: { en: 'Contact Our Legal Team', ar: 'تواصلوا مع فريقنا القانوني', nl: 'Spreek ons juridisch team' },
      href: requestArbitration,
    },
  },
};
