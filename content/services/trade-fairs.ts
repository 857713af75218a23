import type { TradeFairsContent } from './page-schemas';

const talkToEvents = '/contact?department=events';

/** /services/trade-fairs: services, major trade events, upcoming missions, impact and success stories. */
export const tradeFairs: TradeFairsContent = {
  heroActions: [
    {
      label: { en: 'View Upcoming Events', ar: 'عرض الفعاليات القادمة', nl: 'Bekijk komende evenementen' },
      href: '/events?status=upcoming',
    },
    {
      label: { en: 'Exhibition Services', ar: 'خدمات المعارض', nl: 'Beursdiensten' },
      href: '#exhibition-services',
    },
  ],
  services: {
    heading: { en: 'Exhibition Services', ar: 'خدمات المعارض', nl: 'Beursdiensten' },
    intro: {
      en: 'From the stand to the follow-up meeting, we make your presence at a trade fair count.',
      ar: 'من الجناح حتى اجتماع المتابعة، نجعل لمشاركتكم في المعرض أثرًا حقيقيًا.',
      nl: 'Van de stand tot het vervolggesprek: wij zorgen dat uw aanwezigheid op een beurs telt.',
    },
    items: [
      {
        icon: 'store',
        title: { en: 'Exhibition Stand Services', ar: 'خدمات أجنحة المعارض', nl: 'Standservice' },
        description: {
          en: 'A professional stand in the national pavilion or on your own, without the logistics headache.',
          ar: 'جناح احترافي ضمن الجناح الوطني أو مستقل، دون عناء الترتيبات اللوجستية.',
          nl: 'Een professionele stand in het landenpaviljoen of zelfstandig, zonder logistieke zorgen.',
        },
        points: [
          { en: 'Space booking in national pavilions', ar: 'حجز المساحات في الأجنحة الوطنية', nl: 'Ruimte boeken in landenpaviljoens' },
          { en: 'Stand design and construction', ar: 'تصميم الجناح وتشييده', nl: 'Standontwerp en -bouw' },
          { en: 'Shipping of exhibits', ar: 'شحن المعروضات', nl: 'Transport van beursmateriaal' },
          { en: 'Bilingual stand staff', ar: 'طاقم جناح ثنائي اللغة', nl: 'Tweetalige standbemanning' },
        ],
      },
      {
        icon: 'handshake',
        title: { en: 'B2B Matchmaking', ar: 'ترتيب لقاءات الأعمال', nl: 'B2B-matchmaking' },
        description: {
          en: 'Pre-arranged meetings with buyers, distributors and partners who match your goals.',
          ar: 'لقاءات مرتبة مسبقًا مع مشترين وموزعين وشركاء يتوافقون مع أهدافكم.',
          nl: 'Vooraf geplande gesprekken met kopers, distributeurs en partners die bij uw doelen passen.',
        },
        points: [
          { en: 'Partner profiling', ar: 'إعداد ملفات الشركاء المحتملين', nl: 'Profilering van partners' },
          { en: 'Meeting schedule before the fair', ar: 'جدول لقاءات قبل المعرض', nl: 'Afsprakenschema vóór de beurs' },
          { en: 'Interpreters on request', ar: 'مترجمون فوريون عند الطلب', nl: 'Tolken op verzoek' },
          { en: 'Follow-up after the event', ar: 'متابعة بعد الفعالية', nl: 'Opvolging na het evenement' },
        ],
      },
      {
        icon: 'rocket',
        title: { en: 'Market Entry Support', ar: 'دعم دخول السوق', nl: 'Ondersteuning bij markttoetreding' },
        description: {
          en: 'Turn the contacts you make at the fair into a presence in the market.',
          ar: 'حوّلوا العلاقات التي تبنونها في المعرض إلى حضور فعلي في السوق.',
          nl: 'Zet de contacten die u op de beurs legt om in een aanwezigheid op de markt.',
        },
        points: [
          { en: 'Market briefing before the fair', ar: 'إحاطة عن السوق قبل المعرض', nl: 'Marktbriefing vóór de beurs' },
          { en: 'Regulatory and import advice', ar: 'استشارات تنظيمية وفي الاستيراد', nl: 'Advies over regelgeving en import' },
          { en: 'Introductions to local agents', ar: 'التعريف بالوكلاء المحليين', nl: 'Introducties bij lokale agenten' },
          { en: 'Company setup guidance', ar: 'إرشاد في تأسيس الشركة', nl: 'Begeleiding bij bedrijfsoprichting' },
        ],
      },
      {
        icon: 'users',
        title: { en: 'Delegation Services', ar: 'خدمات الوفود', nl: 'Delegatieservice' },
        description: {
          en: 'Travel with a chamber delegation and open doors that stay closed to individual visitors.',
          ar: 'سافروا ضمن وفد الغرفة وافتحوا أبوابًا تبقى مغلقة أمام الزوار الأفراد.',
          nl: 'Reis mee met een delegatie van de Kamer en open deuren die voor individuele bezoekers gesloten blijven.',
        },
        points: [
          { en: 'Official programme and site visits', ar: 'برنامج رسمي وزيارات ميدانية', nl: 'Officieel programma en bedrijfsbezoeken' },
          { en: 'Meetings with government bodies', ar: 'لقاءات مع الجهات الحكومية', nl: 'Gesprekken met overheidsinstanties' },
          { en: 'Travel and accommodation', ar: 'السفر والإقامة', nl: 'Reis en verblijf' },
          { en: 'Networking receptions', ar: 'حفلات استقبال للتواصل', nl: 'Netwerkrecepties' },
        ],
      },
    ],
  },
  majorEvents: {
    heading: { en: 'Major Trade Events', ar: 'أبرز الفعاليات التجارية', nl: 'Belangrijke beurzen' },
    intro: {
      en: 'The fairs where Qatari and Dutch companies meet, and where we can help you stand out.',
      ar: 'المعارض التي تلتقي فيها الشركات القطرية والهولندية، وحيث يمكننا مساعدتكم على التميّز.',
      nl: 'De beurzen waar Qatarese en Nederlandse bedrijven elkaar ontmoeten en waar wij u kunnen helpen op te vallen.',
    },
    items: [
      {
        name: { en: 'Project Qatar', ar: 'معرض مشروع قطر', nl: 'Project Qatar' },
        location: { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' },
        sector: { en: 'Construction and Infrastructure', ar: 'البناء والبنية التحتية', nl: 'Bouw en infrastructuur' },
        frequency: 'annual',
        attendance: { en: '20,000+', ar: '20,000+', nl: '20.000+' },
        description: {
          en: 'Qatar’s leading construction exhibition, with national pavilions from around the world.',
          ar: 'المعرض الرائد لقطاع البناء في قطر، بمشاركة أجنحة وطنية من مختلف أنحاء العالم.',
          nl: 'De belangrijkste bouwbeurs van Qatar, met landenpaviljoens uit de hele wereld.',
        },
        opportunities: [
          { en: 'Building materials', ar: 'مواد البناء', nl: 'Bouwmaterialen' },
          { en: 'Smart building technology', ar: 'تقنيات المباني الذكية', nl: 'Slimme gebouwtechnologie' },
          { en: 'Water and environment', ar: 'المياه والبيئة', nl: 'Water en milieu' },
        ],
      },
      {
        name: { en: 'Milipol Qatar', ar: 'معرض ميليبول قطر', nl: 'Milipol Qatar' },
        location: { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' },
        sector: { en: 'Homeland Security', ar: 'الأمن الداخلي', nl: 'Binnenlandse veiligheid' },
        frequency: 'biennial',
        attendance: { en: '10,000+', ar: '10,000+', nl: '10.000+' },
        description: {
          en: 'The region’s meeting place for civil protection, cybersecurity and safety technology.',
          ar: 'ملتقى المنطقة لتقنيات الحماية المدنية والأمن السيبراني والسلامة.',
          nl: 'Dé ontmoetingsplaats in de regio voor civiele bescherming, cybersecurity en veiligheidstechnologie.',
        },
        opportunities: [
          { en: 'Cybersecurity', ar: 'الأمن السيبراني', nl: 'Cybersecurity' },
          { en: 'Crisis management', ar: 'إدارة الأزمات', nl: 'Crisisbeheersing' },
          { en: 'Safety of major events', ar: 'سلامة الفعاليات الكبرى', nl: 'Veiligheid van grote evenementen' },
        ],
      },
      {
        name: {
          en: 'Offshore Energy Exhibition & Conference',
          ar: 'معرض ومؤتمر الطاقة البحرية',
          nl: 'Offshore Energy Exhibition & Conference',
        },
        location: { en: 'Amsterdam, the Netherlands', ar: 'أمستردام، هولندا', nl: 'Amsterdam, Nederland' },
        sector: { en: 'Energy', ar: 'الطاقة', nl: 'Energie' },
        frequency: 'annual',
        attendance: { en: '12,000+', ar: '12,000+', nl: '12.000+' },
        description: {
          en: 'Europe’s gathering of the offshore energy industry, from oil and gas to wind and hydrogen.',
          ar: 'ملتقى قطاع الطاقة البحرية في أوروبا، من النفط والغاز إلى طاقة الرياح والهيدروجين.',
          nl: 'De Europese bijeenkomst van de offshore-energiesector, van olie en gas tot wind en waterstof.',
        },
        opportunities: [
          { en: 'Energy transition', ar: 'التحول في قطاع الطاقة', nl: 'Energietransitie' },
          { en: 'LNG and hydrogen', ar: 'الغاز الطبيعي المسال والهيدروجين', nl: 'Lng en waterstof' },
          { en: 'Offshore services', ar: 'الخدمات البحرية', nl: 'Offshorediensten' },
        ],
      },
      {
        name: { en: 'Europort', ar: 'معرض يوروبورت', nl: 'Europort' },
        location: { en: 'Rotterdam, the Netherlands', ar: 'روتردام، هولندا', nl: 'Rotterdam, Nederland' },
        sector: { en: 'Maritime', ar: 'النقل البحري', nl: 'Maritiem' },
        frequency: 'biennial',
        attendance: { en: '25,000+', ar: '25,000+', nl: '25.000+' },
        description: {
          en: 'The maritime industry’s showcase for complex shipbuilding and port technology.',
          ar: 'منصة قطاع النقل البحري لعرض أحدث ما في بناء السفن المتخصصة وتقنيات الموانئ.',
          nl: 'Het podium van de maritieme sector voor complexe scheepsbouw en haventechnologie.',
        },
        opportunities: [
          { en: 'Shipbuilding', ar: 'بناء السفن', nl: 'Scheepsbouw' },
          { en: 'Port development', ar: 'تطوير الموانئ', nl: 'Havenontwikkeling' },
          { en: 'Green shipping', ar: 'الشحن الأخضر', nl: 'Groene scheepvaart' },
        ],
      },
    ],
  },
  upcoming: {
    heading: { en: 'Upcoming Trade Missions', ar: 'البعثات التجارية القادمة', nl: 'Komende handelsmissies' },
    intro: {
      en: 'Chamber-led missions and pavilions you can join. Register your interest and we will send you the programme.',
      ar: 'بعثات وأجنحة تنظمها الغرفة ويمكنكم الانضمام إليها. سجّلوا اهتمامكم وسنرسل إليكم البرنامج.',
      nl: 'Missies en paviljoens van de Kamer waaraan u kunt deelnemen. Meld uw interesse aan en wij sturen u het programma.',
    },
    registerInterest: {
      label: { en: 'Register Interest', ar: 'سجّلوا اهتمامكم', nl: 'Interesse aanmelden' },
      href: talkToEvents,
    },
    items: [
      {
        dates: { month: 3, startDay: 15, endDay: 18 },
        name: {
          en: 'Agri-Food and Water Technology Mission',
          ar: 'بعثة تقنيات الأغذية الزراعية والمياه',
          nl: 'Handelsmissie agrifood en watertechnologie',
        },
        location: { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' },
        focus: {
          en: 'Food security, greenhouses and water reuse',
          ar: 'الأمن الغذائي والبيوت المحمية وإعادة استخدام المياه',
          nl: 'Voedselzekerheid, kassen en hergebruik van water',
        },
        participants: { en: '25 Dutch companies', ar: '25 شركة هولندية', nl: '25 Nederlandse bedrijven' },
      },
      {
        dates: { month: 4, startDay: 22, endDay: 25 },
        name: {
          en: 'Qatar Business Delegation to Rotterdam',
          ar: 'وفد الأعمال القطري إلى روتردام',
          nl: 'Qatarese zakendelegatie naar Rotterdam',
        },
        location: { en: 'Rotterdam, the Netherlands', ar: 'روتردام، هولندا', nl: 'Rotterdam, Nederland' },
        focus: {
          en: 'Ports, logistics and maritime services',
          ar: 'الموانئ والخدمات اللوجستية والخدمات البحرية',
          nl: 'Havens, logistiek en maritieme dienstverlening',
        },
        participants: { en: '30 Qatari companies', ar: '30 شركة قطرية', nl: '30 Qatarese bedrijven' },
      },
      {
        dates: { month: 5, startDay: 10, endDay: 12 },
        name: { en: 'Smart Cities Pavilion', ar: 'جناح المدن الذكية', nl: 'Smart Cities-paviljoen' },
        location: { en: 'Doha, Qatar', ar: 'الدوحة، قطر', nl: 'Doha, Qatar' },
        focus: {
          en: 'Urban mobility, smart buildings and digital government',
          ar: 'التنقل الحضري والمباني الذكية والحكومة الرقمية',
          nl: 'Stedelijke mobiliteit, slimme gebouwen en digitale overheid',
        },
        participants: { en: '40 exhibitors', ar: '40 عارضًا', nl: '40 exposanten' },
      },
      {
        dates: { month: 6, startDay: 5, endDay: 8 },
        name: { en: 'Energy Transition Trade Mission', ar: 'البعثة التجارية لتحول الطاقة', nl: 'Handelsmissie energietransitie' },
        location: { en: 'Amsterdam and The Hague, the Netherlands', ar: 'أمستردام ولاهاي، هولندا', nl: 'Amsterdam en Den Haag, Nederland' },
        focus: {
          en: 'Hydrogen, carbon capture and LNG',
          ar: 'الهيدروجين واحتجاز الكربون والغاز الطبيعي المسال',
          nl: 'Waterstof, CO2-afvang en lng',
        },
        participants: { en: '20 Qatari and Dutch companies', ar: '20 شركة قطرية وهولندية', nl: '20 Qatarese en Nederlandse bedrijven' },
      },
    ],
  },
  impact: {
    heading: { en: 'Our Trade Fair Impact', ar: 'أثرنا في المعارض التجارية', nl: 'Onze impact op beurzen' },
    items: [
      {
        value: { en: '150+', ar: '150+', nl: '150+' },
        label: { en: 'Events Supported Annually', ar: 'فعالية ندعمها سنويًا', nl: 'Evenementen per jaar ondersteund' },
      },
      {
        value: { en: '2,500+', ar: '2,500+', nl: '2.500+' },
        label: { en: 'B2B Meetings Last Year', ar: 'لقاء أعمال في العام الماضي', nl: 'B2B-gesprekken vorig jaar' },
      },
      {
        value: { en: '85%', ar: '85%', nl: '85%' },
        label: { en: 'Lead Conversion', ar: 'نسبة تحويل الفرص إلى صفقات', nl: 'Leadconversie' },
      },
      {
        value: { en: '€50M+', ar: '50+ مليون €', nl: '€50 mln.+' },
        label: { en: 'Deals Facilitated', ar: 'قيمة الصفقات التي يسّرناها', nl: 'Gefaciliteerde deals' },
      },
    ],
  },
  stories: {
    heading: { en: 'Success Stories', ar: 'قصص نجاح', nl: 'Succesverhalen' },
    intro: {
      en: 'What members achieved with our support at recent trade fairs.',
      ar: 'ما حققه الأعضاء بدعمنا في المعارض التجارية الأخيرة.',
      nl: 'Wat leden met onze steun op recente beurzen bereikten.',
    },
    items: [
      {
        sector: { en: 'Agri-food', ar: 'الأغذية الزراعية', nl: 'Agrifood' },
        title: {
          en: 'Dutch greenhouse builder wins first Gulf project',
          ar: 'شركة هولندية لإنشاء البيوت المحمية تفوز بأول مشروع لها في الخليج',
          nl: 'Nederlandse kassenbouwer wint eerste project in de Golf',
        },
        story: {
          en: 'We arranged twelve meetings with Qatari food producers during a Doha exhibition and supported the tender that followed.',
          ar: 'رتبنا اثني عشر لقاءً مع منتجي أغذية قطريين خلال معرض في الدوحة، ودعمنا المناقصة التي تلت ذلك.',
          nl: 'Wij regelden twaalf gesprekken met Qatarese voedselproducenten tijdens een beurs in Doha en ondersteunden de aanbesteding die volgde.',
        },
        result: {
          en: 'A signed contract for a high-tech greenhouse within nine months.',
          ar: 'عقد موقّع لإنشاء بيت محمي عالي التقنية خلال تسعة أشهر.',
          nl: 'Binnen negen maanden een getekend contract voor een hightech kas.',
        },
      },
      {
        sector: { en: 'Maritime', ar: 'النقل البحري', nl: 'Maritiem' },
        title: {
          en: 'Qatari logistics firm finds its European partner',
          ar: 'شركة لوجستية قطرية تجد شريكها الأوروبي',
          nl: 'Qatarees logistiek bedrijf vindt Europese partner',
        },
        story: {
          en: 'As part of our delegation to Rotterdam, the company met five pre-selected port operators in two days.',
          ar: 'ضمن وفدنا إلى روتردام، التقت الشركة بخمسة مشغلي موانئ جرى اختيارهم مسبقًا خلال يومين.',
          nl: 'Als deel van onze delegatie naar Rotterdam sprak het bedrijf in twee dagen vijf vooraf geselecteerde havenbedrijven.',
        },
        result: {
          en: 'A joint venture for container handling between the Gulf and Northern Europe.',
          ar: 'مشروع مشترك لمناولة الحاويات بين الخليج وشمال أوروبا.',
          nl: 'Een joint venture voor containeroverslag tussen de Golf en Noord-Europa.',
        },
      },
      {
        sector: { en: 'Technology', ar: 'التكنولوجيا', nl: 'Technologie' },
        title: {
          en: 'Smart-mobility start-up enters the Qatari market',
          ar: 'شركة ناشئة في التنقل الذكي تدخل السوق القطرية',
          nl: 'Start-up in slimme mobiliteit betreedt de Qatarese markt',
        },
        story: {
          en: 'We gave the start-up a place in the Netherlands pavilion and introduced it to the right public bodies.',
          ar: 'وفّرنا للشركة الناشئة مكانًا في الجناح الهولندي وعرّفناها بالجهات الحكومية المعنية.',
          nl: 'Wij gaven de start-up een plek in het Nederlandse paviljoen en brachten haar in contact met de juiste overheidsinstanties.',
        },
        result: {
          en: 'A paid pilot project and a local office in Doha.',
          ar: 'مشروع تجريبي مدفوع ومكتب محلي في الدوحة.',
          nl: 'Een betaald pilotproject en een eigen kantoor in Doha.',
        },
      },
    ],
  },
  cta: {
    heading: {
      en: 'Make Your Next Trade Fair a Success',
      ar: 'اجعلوا معرضكم التجاري القادم قصة نجاح',
      nl: 'Maak van uw volgende beurs een succes',
    },
    text: {
      en: 'Our events team will help you choose the right fair and plan everything from the stand to the follow-up.',
      ar: 'سيساعدكم فريق الفعاليات لدينا على اختيار المعرض المناسب والتخطيط لكل شيء من الجناح حتى المتابعة.',
      nl: 'Ons evenemententeam helpt u de juiste beurs te kiezen en alles te plannen, van de stand tot de opvolging.',
    },
    primary: {
      label: { en: 'Plan Your Exhibition', ar: 'خططوا لمشاركتكم في المعرض', nl: 'Plan uw beursdeelname' },
      href: talkToEvents,
    },
    secondary: {
      label: { en: 'Speak with Event Specialist', ar: 'تحدثوا إلى أخصائي الفعاليات', nl: 'Spreek een specialist' },
      href: talkToEvents,
    },
  },
};
