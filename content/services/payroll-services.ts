import type { PayrollServicesContent } from './page-schemas';

const talkToFinance = '/contact?department=finance';

/** /services/payroll-services: country requirements, solutions, expatriate services, excellence and implementation. */
export const payrollServices: PayrollServicesContent = {
  heroActions: [
    {
      label: { en: 'Request a Payroll Proposal', ar: 'اطلبوا عرضًا لإدارة الرواتب', nl: 'Vraag een voorstel aan' },
      href: talkToFinance,
    },
    {
      label: { en: 'How Implementation Works', ar: 'كيف يتم التطبيق', nl: 'Zo verloopt de implementatie' },
      href: '#process',
    },
  ],
  requirements: {
    heading: { en: 'Payroll Requirements by Country', ar: 'متطلبات الرواتب في كل بلد', nl: 'Salariseisen per land' },
    intro: {
      en: 'The rules differ a great deal. We take care of both, so that you do not have to.',
      ar: 'تختلف القواعد اختلافًا كبيرًا، ونحن نتولى متطلبات البلدين كليهما لتتفرغوا لأعمالكم.',
      nl: 'De regels verschillen sterk. Wij regelen ze allebei, zodat u dat niet hoeft te doen.',
    },
    items: [
      {
        country: 'qatar',
        title: { en: 'Qatar', ar: 'قطر', nl: 'Qatar' },
        description: {
          en: 'No income tax on salaries, but strict rules on how and when employees are paid.',
          ar: 'لا ضريبة دخل على الرواتب، لكن ثمة قواعد صارمة تحدد كيفية دفع الأجور وموعده.',
          nl: 'Geen inkomstenbelasting op salarissen, maar strikte regels over hoe en wanneer medewerkers worden betaald.',
        },
        points: [
          {
            en: 'Salaries paid through the Wage Protection System',
            ar: 'صرف الرواتب عبر نظام حماية الأجور',
            nl: 'Salarissen uitbetaald via het Wage Protection System',
          },
          {
            en: 'End-of-service gratuity of at least three weeks’ basic wage per year of service',
            ar: 'مكافأة نهاية خدمة لا تقل عن أجر ثلاثة أسابيع أساسية عن كل سنة خدمة',
            nl: 'Eindedienstvergoeding van minimaal drie weken basisloon per dienstjaar',
          },
          {
            en: 'Social insurance contributions for Qatari nationals',
            ar: 'اشتراكات التأمينات الاجتماعية للمواطنين القطريين',
            nl: 'Sociale-verzekeringspremies voor Qatarese werknemers',
          },
        ],
      },
      {
        country: 'netherlands',
        title: { en: 'The Netherlands', ar: 'هولندا', nl: 'Nederland' },
        description: {
          en: 'Wage tax and social security are withheld from every salary and reported to the tax authority each month.',
          ar: 'تُقتطع ضريبة الأجور والضمان الاجتماعي من كل راتب ويُبلَّغ عنها لمصلحة الضرائب شهريًا.',
          nl: 'Loonheffingen worden op elk salaris ingehouden en maandelijks aan de Belastingdienst gemeld.',
        },
        points: [
          {
            en: 'Monthly payroll tax return to the Belastingdienst',
            ar: 'إقرار شهري بضريبة الرواتب لمصلحة الضرائب الهولندية',
            nl: 'Maandelijkse loonaangifte bij de Belastingdienst',
          },
          {
            en: 'Holiday allowance of 8% of gross salary',
            ar: 'بدل إجازة بنسبة 8% من الراتب الإجمالي',
            nl: 'Vakantiegeld van 8% van het brutoloon',
          },
          {
            en: 'Pension schemes and collective agreements to apply',
            ar: 'أنظمة التقاعد واتفاقيات العمل الجماعية الواجب تطبيقها',
            nl: 'Toepasselijke pensioenregelingen en cao’s',
          },
        ],
      },
    ],
  },
  solutions: {
    heading: { en: 'Payroll Solutions', ar: 'حلول إدارة الرواتب', nl: 'Payrolloplossingen' },
    intro: {
      en: 'Everything from the monthly run to the annual statements, in one service.',
      ar: 'كل ما تحتاجونه من دورة الرواتب الشهرية حتى الكشوف السنوية في خدمة واحدة.',
      nl: 'Alles van de maandelijkse verloning tot de jaaropgaven, in één dienst.',
    },
    items: [
      {
        icon: 'banknote',
        title: { en: 'Payroll Processing', ar: 'معالجة الرواتب', nl: 'Salarisverwerking' },
        description: {
          en: 'Accurate calculation and on-time payment, every month.',
          ar: 'احتساب دقيق وصرف في الموعد كل شهر.',
          nl: 'Nauwkeurige berekening en tijdige betaling, elke maand.',
        },
        points: [
          { en: 'Gross-to-net calculation', ar: 'احتساب صافي الراتب من الإجمالي', nl: 'Bruto-nettoberekening' },
          { en: 'Payslips in your employees’ language', ar: 'قسائم رواتب بلغة موظفيكم', nl: 'Loonstroken in de taal van uw medewerkers' },
          { en: 'Payment files for your bank', ar: 'ملفات دفع جاهزة لمصرفكم', nl: 'Betaalbestanden voor uw bank' },
        ],
      },
      {
        icon: 'file-check',
        title: { en: 'Compliance and Reporting', ar: 'الامتثال والتقارير', nl: 'Compliance en rapportage' },
        description: {
          en: 'Filings and reports to the authorities in both countries, on time.',
          ar: 'تقديم الإقرارات والتقارير للجهات المختصة في البلدين في مواعيدها.',
          nl: 'Aangiften en rapportages aan de autoriteiten in beide landen, op tijd.',
        },
        points: [
          { en: 'Wage tax returns', ar: 'إقرارات ضريبة الأجور', nl: 'Loonaangiften' },
          { en: 'Wage Protection System files', ar: 'ملفات نظام حماية الأجور', nl: 'Bestanden voor het Wage Protection System' },
          { en: 'Year-end statements', ar: 'كشوف نهاية العام', nl: 'Jaaropgaven' },
        ],
      },
      {
        icon: 'heart-handshake',
        title: { en: 'Benefits Administration', ar: 'إدارة المزايا', nl: 'Administratie van arbeidsvoorwaarden' },
        description: {
          en: 'Allowances, pensions and leave, administered correctly.',
          ar: 'إدارة البدلات والمعاشات التقاعدية والإجازات بشكل صحيح.',
          nl: 'Toeslagen, pensioenen en verlof, correct geadministreerd.',
        },
        points: [
          { en: 'Housing and transport allowances', ar: 'بدلات السكن والمواصلات', nl: 'Huisvestings- en vervoerstoeslagen' },
          { en: 'Pension contributions', ar: 'اشتراكات التقاعد', nl: 'Pensioenpremies' },
          {
            en: 'Leave and gratuity accruals',
            ar: 'مستحقات الإجازات ومكافأة نهاية الخدمة',
            nl: 'Opbouw van verlof en eindedienstvergoeding',
          },
        ],
      },
      {
        icon: 'chart-line',
        title: { en: 'Payroll Insights', ar: 'تقارير وتحليلات الرواتب', nl: 'Inzicht in loonkosten' },
        description: {
          en: 'Clear reports on employment costs across both countries.',
          ar: 'تقارير واضحة عن تكاليف التوظيف في البلدين.',
          nl: 'Heldere rapportages over de loonkosten in beide landen.',
        },
        points: [
          { en: 'Monthly cost reports', ar: 'تقارير شهرية بالتكاليف', nl: 'Maandelijkse kostenrapportages' },
          { en: 'Budget forecasts', ar: 'توقعات الميزانية', nl: 'Budgetprognoses' },
          { en: 'Audit support', ar: 'الدعم أثناء التدقيق', nl: 'Ondersteuning bij controles' },
        ],
      },
    ],
  },
  expatriate: {
    heading: { en: 'Expatriate Services', ar: 'خدمات الموظفين الوافدين', nl: 'Diensten voor expats' },
    intro: {
      en: 'For employees who move between Qatar and the Netherlands.',
      ar: 'للموظفين الذين ينتقلون بين قطر وهولندا.',
      nl: 'Voor medewerkers die tussen Qatar en Nederland verhuizen.',
    },
    items: [
      {
        icon: 'stamp',
        title: { en: 'Visas and Work Permits', ar: 'التأشيرات وتصاريح العمل', nl: 'Visa en werkvergunningen' },
        description: {
          en: 'Coordination of residence and work permits before the first payday.',
          ar: 'تنسيق تصاريح الإقامة والعمل قبل موعد أول راتب.',
          nl: 'Coördinatie van verblijfs- en werkvergunningen vóór de eerste betaaldag.',
        },
      },
      {
        icon: 'layers',
        title: { en: 'Split and Shadow Payroll', ar: 'الرواتب الموزعة والموازية', nl: 'Split en shadow payroll' },
        description: {
          en: 'Salaries paid in two countries, with each country’s obligations met.',
          ar: 'رواتب تُصرف في بلدين مع الوفاء بالتزامات كل بلد.',
          nl: 'Salarissen in twee landen uitbetaald, met naleving van de verplichtingen in elk land.',
        },
      },
      {
        icon: 'hand-coins',
        title: { en: 'Tax Equalisation', ar: 'المعادلة الضريبية', nl: 'Tax equalisation' },
        description: {
          en: 'Employees keep the same net pay wherever they are posted.',
          ar: 'يحتفظ الموظفون بصافي الراتب نفسه أينما انتُدبوا.',
          nl: 'Medewerkers houden hetzelfde nettoloon, waar zij ook worden geplaatst.',
        },
      },
      {
        icon: 'route',
        title: { en: 'Relocation Allowances', ar: 'بدلات الانتقال', nl: 'Verhuisvergoedingen' },
        description: {
          en: 'Relocation, housing and schooling allowances processed correctly.',
          ar: 'معالجة بدلات الانتقال والسكن والتعليم بشكل صحيح.',
          nl: 'Vergoedingen voor verhuizing, huisvesting en school correct verwerkt.',
        },
      },
    ],
  },
  excellence: {
    heading: { en: 'Payroll Excellence', ar: 'التميّز في إدارة الرواتب', nl: 'Uitmuntende salarisadministratie' },
    items: [
      {
        value: { en: '5,000+', ar: '5,000+', nl: '5.000+' },
        label: { en: 'Employees Paid', ar: 'موظف يتقاضون رواتبهم عبرنا', nl: 'Medewerkers uitbetaald' },
        description: {
          en: 'Across Qatar and the Netherlands',
          ar: 'في قطر وهولندا',
          nl: 'In Qatar en Nederland',
        },
      },
      {
        value: { en: '99.9%', ar: '99.9%', nl: '99,9%' },
        label: { en: 'Payroll Accuracy', ar: 'دقة الرواتب', nl: 'Nauwkeurigheid' },
        description: {
          en: 'Payslips correct the first time',
          ar: 'قسائم رواتب صحيحة من المرة الأولى',
          nl: 'Loonstroken in één keer goed',
        },
      },
      {
        value: { en: '2', ar: '2', nl: '2' },
        label: { en: 'Countries, One Team', ar: 'بلدان وفريق واحد', nl: 'Landen, één team' },
        description: {
          en: 'One point of contact for both payrolls',
          ar: 'جهة اتصال واحدة لرواتب البلدين',
          nl: 'Eén aanspreekpunt voor beide salarisadministraties',
        },
      },
    ],
  },
  implementation: {
    heading: { en: 'Implementation in Four Steps', ar: 'التطبيق في أربع خطوات', nl: 'Implementatie in vier stappen' },
    intro: {
      en: 'A careful transition, so that nobody’s salary is ever at risk.',
      ar: 'انتقال مدروس، حتى لا يتعرض راتب أي موظف للخطر.',
      nl: 'Een zorgvuldige overgang, zodat niemands salaris ooit in gevaar komt.',
    },
    steps: [
      {
        duration: { en: 'Week 1', ar: 'الأسبوع 1', nl: 'Week 1' },
        title: { en: 'Discovery', ar: 'الاستكشاف', nl: 'Inventarisatie' },
        description: {
          en: 'We review your workforce, contracts, benefits and current payroll data.',
          ar: 'نراجع القوى العاملة لديكم وعقودها ومزاياها وبيانات الرواتب الحالية.',
          nl: 'Wij brengen uw personeel, contracten, arbeidsvoorwaarden en huidige salarisgegevens in kaart.',
        },
      },
      {
        duration: { en: 'Weeks 2-3', ar: 'الأسبوعان 2-3', nl: 'Week 2-3' },
        title: { en: 'Setup', ar: 'الإعداد', nl: 'Inrichting' },
        description: {
          en: 'We configure payroll for each country and register with the authorities where needed.',
          ar: 'نُعدّ نظام الرواتب لكل بلد ونسجّل لدى الجهات المختصة عند الحاجة.',
          nl: 'Wij richten de salarisadministratie per land in en registreren waar nodig bij de autoriteiten.',
        },
      },
      {
        duration: { en: 'Month 1', ar: 'الشهر 1', nl: 'Maand 1' },
        title: { en: 'Parallel Run', ar: 'التشغيل الموازي', nl: 'Parallelle run' },
        description: {
          en: 'We run one month alongside your current payroll and reconcile every difference.',
          ar: 'نشغّل دورة رواتب لمدة شهر بالتوازي مع نظامكم الحالي ونطابق كل فرق.',
          nl: 'Wij draaien één maand naast uw huidige salarisadministratie en verklaren elk verschil.',
        },
      },
      {
        duration: { en: 'Ongoing', ar: 'مستمر', nl: 'Doorlopend' },
        title: { en: 'Go-Live and Support', ar: 'الانطلاق والدعم', nl: 'Livegang en ondersteuning' },
        description: {
          en: 'We take over the monthly run, with a dedicated specialist for your questions.',
          ar: 'نتولى دورة الرواتب الشهرية، مع متخصص مخصص للإجابة عن أسئلتكم.',
          nl: 'Wij nemen de maandelijkse verloning over, met een vaste specialist voor uw vragen.',
        },
      },
    ],
  },
  cta: {
    heading: {
      en: 'Simplify Payroll in Both Countries',
      ar: 'بسّطوا إدارة الرواتب في البلدين',
      nl: 'Vereenvoudig uw salarisadministratie in beide landen',
    },
    text: {
      en: 'Tell us how many people you employ and where, and we will send you a clear proposal.',
      ar: 'أخبرونا بعدد موظفيكم وأماكن عملهم، وسنرسل إليكم عرضًا واضحًا.',
      nl: 'Laat ons weten hoeveel mensen u waar in dienst hebt, en wij sturen u een helder voorstel.',
    },
    primary: {
      label: { en: 'Contact Payroll Services', ar: 'تواصلوا مع خدمات الرواتب', nl: 'Neem contact met ons op' },
      href: talkToFinance,
    },
  },
};
