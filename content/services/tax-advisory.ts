import type { TaxAdvisoryContent } from './page-schemas';

const talkToFinance = '/contact?department=finance';

/** /services/tax-advisory: both tax systems, four services, three scenarios and the results. */
export const taxAdvisory: TaxAdvisoryContent = {
  heroActions: [
    {
      label: { en: 'Speak with a Tax Advisor', ar: 'تحدثوا إلى مستشار ضريبي', nl: 'Spreek een belastingadviseur' },
      href: talkToFinance,
    },
  ],
  systems: {
    heading: { en: 'Two Tax Systems Compared', ar: 'مقارنة بين النظامين الضريبيين', nl: 'Twee belastingstelsels vergeleken' },
    intro: {
      en: 'Headline rates tell only part of the story, but they show how differently the two countries tax business.',
      ar: 'لا تروي النسب الرئيسية القصة كاملة، لكنها تُظهر مدى اختلاف البلدين في فرض الضرائب على الأعمال.',
      nl: 'De hoofdtarieven vertellen maar een deel van het verhaal, maar laten zien hoe verschillend beide landen ondernemingen belasten.',
    },
    items: [
      {
        country: 'qatar',
        title: { en: 'Qatar', ar: 'قطر', nl: 'Qatar' },
        description: {
          en: 'A low-tax system with a flat corporate income tax on the profits of foreign-owned business.',
          ar: 'نظام منخفض الضرائب بضريبة دخل ثابتة على أرباح الشركات المملوكة لأجانب.',
          nl: 'Een laagbelast stelsel met een vlakke winstbelasting op de winst van ondernemingen in buitenlandse handen.',
        },
        rates: [
          { label: { en: 'Corporate tax', ar: 'ضريبة الشركات', nl: 'Vennootschapsbelasting' }, value: { en: '10%', ar: '10%', nl: '10%' } },
          {
            label: { en: 'Personal income tax', ar: 'ضريبة الدخل الشخصي', nl: 'Inkomstenbelasting' },
            value: { en: '0%', ar: '0%', nl: '0%' },
          },
          { label: { en: 'VAT', ar: 'ضريبة القيمة المضافة', nl: 'Btw' }, value: { en: '0%', ar: '0%', nl: '0%' } },
        ],
        points: [
          {
            en: 'Withholding tax on certain payments to non-residents',
            ar: 'ضريبة استقطاع على بعض المدفوعات لغير المقيمين',
            nl: 'Bronbelasting op bepaalde betalingen aan niet-ingezetenen',
          },
          {
            en: 'Annual tax return filed through the Dhareeba portal',
            ar: 'إقرار ضريبي سنوي يُقدَّم عبر بوابة ضريبة',
            nl: 'Jaarlijkse aangifte via het Dhareeba-portaal',
          },
        ],
      },
      {
        country: 'netherlands',
        title: { en: 'The Netherlands', ar: 'هولندا', nl: 'Nederland' },
        description: {
          en: 'A comprehensive system with a wide treaty network and clear rules for international structures.',
          ar: 'نظام شامل بشبكة واسعة من الاتفاقيات الضريبية وقواعد واضحة للهياكل الدولية.',
          nl: 'Een uitgebreid stelsel met een groot verdragsnetwerk en duidelijke regels voor internationale structuren.',
        },
        rates: [
          {
            label: { en: 'Corporate tax', ar: 'ضريبة الشركات', nl: 'Vennootschapsbelasting' },
            value: { en: '25.8%', ar: '25.8%', nl: '25,8%' },
          },
          {
            label: { en: 'Personal income tax', ar: 'ضريبة الدخل الشخصي', nl: 'Inkomstenbelasting' },
            value: { en: 'up to 49.5%', ar: 'حتى 49.5%', nl: 'tot 49,5%' },
          },
          { label: { en: 'VAT', ar: 'ضريبة القيمة المضافة', nl: 'Btw' }, value: { en: '21%', ar: '21%', nl: '21%' } },
        ],
        points: [
          {
            en: 'Participation exemption for qualifying shareholdings',
            ar: 'إعفاء المشاركة للحصص المؤهلة في الشركات',
            nl: 'Deelnemingsvrijstelling voor kwalificerende deelnemingen',
          },
          {
            en: 'Tax treaty with Qatar to avoid double taxation',
            ar: 'اتفاقية ضريبية مع قطر لتجنب الازدواج الضريبي',
            nl: 'Belastingverdrag met Qatar ter voorkoming van dubbele belasting',
          },
        ],
      },
    ],
  },
  services: {
    heading: { en: 'Our Tax Services', ar: 'خدماتنا الضريبية', nl: 'Onze fiscale diensten' },
    intro: {
      en: 'Advice for companies and the people they send abroad.',
      ar: 'استشارات للشركات وللموظفين الذين توفدهم إلى الخارج.',
      nl: 'Advies voor bedrijven en de mensen die zij naar het buitenland sturen.',
    },
    items: [
      {
        icon: 'landmark',
        title: { en: 'Corporate Tax Planning', ar: 'التخطيط الضريبي للشركات', nl: 'Fiscale planning voor ondernemingen' },
        description: {
          en: 'Structures that are efficient, defensible and fit your commercial goals.',
          ar: 'هياكل فعّالة ويمكن الدفاع عنها وتناسب أهدافكم التجارية.',
          nl: 'Structuren die efficiënt en verdedigbaar zijn en passen bij uw commerciële doelen.',
        },
        points: [
          { en: 'Entity and holding structure', ar: 'هيكلة الكيانات والشركات القابضة', nl: 'Entiteit- en holdingstructuur' },
          { en: 'Transfer pricing', ar: 'أسعار التحويل', nl: 'Verrekenprijzen' },
          { en: 'Annual tax returns', ar: 'الإقرارات الضريبية السنوية', nl: 'Jaarlijkse aangiften' },
        ],
      },
      {
        icon: 'globe',
        title: { en: 'International Tax', ar: 'الضرائب الدولية', nl: 'Internationale belastingen' },
        description: {
          en: 'Making the most of the tax treaty between Qatar and the Netherlands.',
          ar: 'الاستفادة القصوى من الاتفاقية الضريبية بين قطر وهولندا.',
          nl: 'Optimaal gebruikmaken van het belastingverdrag tussen Qatar en Nederland.',
        },
        points: [
          { en: 'Double taxation relief', ar: 'تجنب الازدواج الضريبي', nl: 'Voorkoming van dubbele belasting' },
          {
            en: 'Withholding tax on dividends and royalties',
            ar: 'ضريبة الاستقطاع على الأرباح والإتاوات',
            nl: 'Bronbelasting op dividend en royalty’s',
          },
          { en: 'Permanent establishment risk', ar: 'مخاطر المنشأة الدائمة', nl: 'Risico op een vaste inrichting' },
        ],
      },
      {
        icon: 'receipt',
        title: { en: 'VAT and Indirect Tax', ar: 'ضريبة القيمة المضافة والضرائب غير المباشرة', nl: 'Btw en indirecte belastingen' },
        description: {
          en: 'Getting VAT and customs right when goods and services cross the border.',
          ar: 'تطبيق ضريبة القيمة المضافة والرسوم الجمركية بشكل صحيح عند عبور السلع والخدمات للحدود.',
          nl: 'Btw en douane op orde wanneer goederen en diensten de grens over gaan.',
        },
        points: [
          {
            en: 'Dutch VAT registration and returns',
            ar: 'التسجيل في ضريبة القيمة المضافة الهولندية والإقرارات',
            nl: 'Nederlandse btw-registratie en aangiften',
          },
          {
            en: 'Customs duties and import VAT',
            ar: 'الرسوم الجمركية وضريبة القيمة المضافة على الواردات',
            nl: 'Invoerrechten en invoer-btw',
          },
          {
            en: 'Excise and GCC selective tax',
            ar: 'ضرائب الإنتاج والضريبة الانتقائية الخليجية',
            nl: 'Accijns en selectieve GCC-belasting',
          },
        ],
      },
      {
        icon: 'id-card',
        title: { en: 'Expatriate Tax', ar: 'ضرائب الموظفين الوافدين', nl: 'Belastingen voor expats' },
        description: {
          en: 'Clear advice for employees who live, work or are paid in both countries.',
          ar: 'مشورة واضحة للموظفين الذين يقيمون أو يعملون أو يتقاضون رواتبهم في البلدين.',
          nl: 'Helder advies voor medewerkers die in beide landen wonen, werken of betaald worden.',
        },
        points: [
          { en: 'Tax residency', ar: 'الإقامة الضريبية', nl: 'Fiscale woonplaats' },
          { en: 'Personal tax returns', ar: 'الإقرارات الضريبية الشخصية', nl: 'Aangifte inkomstenbelasting' },
          { en: 'Tax equalisation policies', ar: 'سياسات المعادلة الضريبية', nl: 'Tax-equalisationbeleid' },
        ],
      },
    ],
  },
  scenarios: {
    heading: { en: 'Common Scenarios', ar: 'حالات شائعة', nl: 'Veelvoorkomende situaties' },
    intro: {
      en: 'Three situations we help members with every year.',
      ar: 'ثلاث حالات نساعد الأعضاء فيها كل عام.',
      nl: 'Drie situaties waarbij wij leden elk jaar helpen.',
    },
    items: [
      {
        icon: 'building',
        title: {
          en: 'A Dutch company opens an office in Doha',
          ar: 'شركة هولندية تفتتح مكتبًا في الدوحة',
          nl: 'Een Nederlands bedrijf opent een kantoor in Doha',
        },
        challenge: {
          en: 'Profits may be taxed in Qatar and again in the Netherlands, and the choice between a branch and a subsidiary matters.',
          ar: 'قد تخضع الأرباح للضريبة في قطر ثم مرة أخرى في هولندا، ويؤثر الاختيار بين الفرع والشركة التابعة تأثيرًا كبيرًا.',
          nl: 'De winst kan in Qatar én in Nederland worden belast, en de keuze tussen een filiaal en een dochtervennootschap doet ertoe.',
        },
        approach: {
          en: 'We compare both structures, apply the treaty and the participation exemption, and plan the first filings.',
          ar: 'نقارن بين الهيكلين ونطبّق الاتفاقية الضريبية وإعفاء المشاركة، ونخطط للإقرارات الأولى.',
          nl: 'Wij vergelijken beide structuren, passen het verdrag en de deelnemingsvrijstelling toe en plannen de eerste aangiften.',
        },
      },
      {
        icon: 'coins',
        title: {
          en: 'A Qatari investor acquires a Dutch company',
          ar: 'مستثمر قطري يستحوذ على شركة هولندية',
          nl: 'Een Qatarese investeerder neemt een Nederlands bedrijf over',
        },
        challenge: {
          en: 'Dividends, interest and an eventual exit each carry their own Dutch tax consequences.',
          ar: 'لكل من الأرباح الموزعة والفوائد والتخارج المستقبلي تبعات ضريبية هولندية خاصة به.',
          nl: 'Dividend, rente en een latere exit hebben elk hun eigen Nederlandse fiscale gevolgen.',
        },
        approach: {
          en: 'We review the target, design the acquisition structure and confirm treaty benefits in advance.',
          ar: 'نراجع الشركة المستهدفة ونصمم هيكل الاستحواذ ونتحقق مسبقًا من مزايا الاتفاقية الضريبية.',
          nl: 'Wij onderzoeken de doelvennootschap, ontwerpen de overnamestructuur en stellen de verdragsvoordelen vooraf vast.',
        },
      },
      {
        icon: 'plane',
        title: {
          en: 'An employee is seconded between the countries',
          ar: 'موظف يُنتدب للعمل بين البلدين',
          nl: 'Een medewerker wordt tussen de landen uitgezonden',
        },
        challenge: {
          en: 'Moving from 0% personal income tax to up to 49.5%, or the reverse, changes take-home pay and obligations.',
          ar: 'الانتقال من ضريبة دخل شخصي بنسبة 0% إلى ما يصل إلى 49.5%، أو العكس، يغيّر صافي الراتب والالتزامات.',
          nl: 'De overstap van 0% inkomstenbelasting naar maximaal 49,5%, of andersom, verandert het nettoloon en de verplichtingen.',
        },
        approach: {
          en: 'We determine tax residency, set up payroll correctly and explain the outcome to the employee.',
          ar: 'نحدد الإقامة الضريبية ونُعدّ الرواتب بشكل صحيح ونشرح النتيجة للموظف.',
          nl: 'Wij stellen de fiscale woonplaats vast, richten de salarisadministratie correct in en leggen de uitkomst uit aan de medewerker.',
        },
      },
    ],
  },
  results: {
    heading: { en: 'What Our Clients Gain', ar: 'ما يحققه عملاؤنا', nl: 'Wat onze klanten winnen' },
    items: [
      {
        icon: 'shield-check',
        title: { en: 'No Double Taxation', ar: 'لا ازدواج ضريبي', nl: 'Geen dubbele belasting' },
        description: {
          en: 'Treaty relief applied correctly, so profits and salaries are taxed once.',
          ar: 'تطبيق الإعفاءات التعاهدية بشكل صحيح، لتخضع الأرباح والرواتب للضريبة مرة واحدة.',
          nl: 'Verdragsvoordelen correct toegepast, zodat winst en salaris één keer worden belast.',
        },
      },
      {
        icon: 'clock',
        title: { en: 'Filings on Time', ar: 'إقرارات في موعدها', nl: 'Aangiften op tijd' },
        description: {
          en: 'One calendar of deadlines for both countries, managed for you.',
          ar: 'جدول موحّد للمواعيد النهائية في البلدين نتولى إدارته نيابة عنكم.',
          nl: 'Eén overzicht van de deadlines in beide landen, voor u bewaakt.',
        },
      },
      {
        icon: 'chart-line',
        title: { en: 'Predictable Costs', ar: 'تكاليف يمكن التنبؤ بها', nl: 'Voorspelbare kosten' },
        description: {
          en: 'Clear forecasts of your tax position before you make a decision.',
          ar: 'توقعات واضحة لوضعكم الضريبي قبل أن تتخذوا أي قرار.',
          nl: 'Heldere prognoses van uw fiscale positie voordat u een besluit neemt.',
        },
      },
      {
        icon: 'clipboard-check',
        title: { en: 'Audit-Ready Records', ar: 'سجلات جاهزة للتدقيق', nl: 'Controleklare administratie' },
        description: {
          en: 'Documentation that stands up to questions from either tax authority.',
          ar: 'مستندات تصمد أمام استفسارات أي من الجهتين الضريبيتين.',
          nl: 'Documentatie die vragen van beide belastingdiensten doorstaat.',
        },
      },
    ],
  },
  cta: {
    heading: {
      en: 'Plan Your Cross-Border Tax Position',
      ar: 'خططوا لوضعكم الضريبي عبر الحدود',
      nl: 'Plan uw grensoverschrijdende fiscale positie',
    },
    text: {
      en: 'Our finance and tax advisors will review your situation and tell you where the risks and savings are.',
      ar: 'سيراجع مستشارونا في المالية والضرائب وضعكم ويبيّنون لكم مواطن المخاطر وفرص التوفير.',
      nl: 'Onze financiële en fiscale adviseurs bekijken uw situatie en laten zien waar de risico’s en besparingen liggen.',
    },
    primary: {
      label: { en: 'Contact Tax Advisory', ar: 'تواصلوا مع مستشارينا', nl: 'Neem contact met ons op' },
      href: talkToFinance,
    },
  },
};
