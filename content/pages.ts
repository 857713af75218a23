import type { Localized } from '@shared/locales';
import type { PageKey } from '@shared/routes';

export interface PageCopy {
  /** <title> without the site name (the shell appends it). Short: 2-6 words. */
  title: Localized;
  /** meta description: one sentence, 110-160 characters in English. */
  description: Localized;
  /** the page's visible h1 */
  heading: Localized;
  /** one or two sentence introduction shown under the heading */
  intro: Localized;
}

export const pageCopy: Record<PageKey | 'notFound', PageCopy> = {
  home: {
    title: {
      en: 'Trade, Diplomacy and Innovation',
      ar: 'التجارة والدبلوماسية والابتكار',
      nl: 'Handel, diplomatie en innovatie',
    },
    description: {
      en: 'The Qatar–Netherlands Chamber of Commerce connects 1,500+ member companies with trade, investment and partnership opportunities in both countries.',
      ar: 'تربط غرفة التجارة القطرية الهولندية 1,500+ شركة عضو بفرص التجارة والاستثمار والشراكة في البلدين.',
      nl: 'De Qatarees-Nederlandse Kamer van Koophandel verbindt 1.500+ aangesloten bedrijven met kansen voor handel, investeringen en partnerschappen in beide landen.',
    },
    heading: {
      en: 'The Qatar–Netherlands Business Alliance',
      ar: 'التحالف التجاري بين قطر وهولندا',
      nl: 'De zakelijke alliantie tussen Qatar en Nederland',
    },
    intro: {
      en: 'Backed by 20+ years of chamber expertise, we help companies, startups and young professionals build lasting business between Qatar and the Netherlands.',
      ar: 'بخبرة تمتد لأكثر من 20 عامًا، نساعد الشركات والشركات الناشئة والمهنيين الشباب على بناء علاقات تجارية راسخة بين قطر وهولندا.',
      nl: 'Met meer dan 20 jaar ervaring helpen wij bedrijven, startups en young professionals duurzame zakelijke relaties op te bouwen tussen Qatar en Nederland.',
    },
  },

  membership: {
    title: {
      en: 'Membership Options',
      ar: 'خيارات العضوية',
      nl: 'Lidmaatschappen',
    },
    description: {
      en: 'Join 800+ member companies of the Qatar–Netherlands Chamber of Commerce: compare the yearly membership tiers and pay securely by card in euro.',
      ar: 'انضم إلى 800+ شركة عضو في غرفة التجارة القطرية الهولندية: قارن بين فئات العضوية السنوية وادفع بأمان بالبطاقة باليورو.',
      nl: 'Sluit u aan bij 800+ leden van de Qatarees-Nederlandse Kamer van Koophandel: vergelijk de jaarlijkse lidmaatschappen en betaal veilig per kaart in euro.',
    },
    heading: {
      en: 'Become a Member',
      ar: 'انضم إلى عضوية الغرفة',
      nl: 'Word lid',
    },
    intro: {
      en: 'Membership gives your organization access to our network, market intelligence and events in both countries. Choose the tier that suits your company and join online.',
      ar: 'تتيح العضوية لمؤسستكم الوصول إلى شبكتنا ومعلوماتنا عن الأسواق وفعالياتنا في البلدين. اختاروا الفئة التي تناسب شركتكم وانضموا عبر الإنترنت.',
      nl: 'Het lidmaatschap geeft uw organisatie toegang tot ons netwerk, onze marktinformatie en onze evenementen in beide landen. Kies het niveau dat bij uw bedrijf past en meld u online aan.',
    },
  },

  checkout: {
    title: {
      en: 'Membership Checkout',
      ar: 'إتمام طلب العضوية',
      nl: 'Lidmaatschap afrekenen',
    },
    description: {
      en: 'Complete your membership of the Qatar–Netherlands Chamber of Commerce: create your account, review your order and pay securely by card.',
      ar: 'أكمل عضويتك في غرفة التجارة القطرية الهولندية: أنشئ حسابك وراجع طلبك وادفع بأمان بالبطاقة.',
      nl: 'Rond uw lidmaatschap van de Qatarees-Nederlandse Kamer van Koophandel af: maak uw account aan, controleer uw bestelling en betaal veilig per kaart.',
    },
    heading: {
      en: 'Complete Your Membership',
      ar: 'أكمل عضويتك',
      nl: 'Rond uw lidmaatschap af',
    },
    intro: {
      en: 'Enter your details, create your account and pay by card. Your membership becomes active for 12 months as soon as your payment succeeds.',
      ar: 'أدخل بياناتك وأنشئ حسابك وادفع بالبطاقة. تصبح عضويتك سارية لمدة 12 شهرًا فور نجاح عملية الدفع.',
      nl: 'Vul uw gegevens in, maak uw account aan en betaal per kaart. Uw lidmaatschap is 12 maanden actief vanaf het moment dat uw betaling is geslaagd.',
    },
  },

  membershipSuccess: {
    title: {
      en: 'Membership Confirmed',
      ar: 'تأكيد العضوية',
      nl: 'Lidmaatschap bevestigd',
    },
    description: {
      en: 'Your membership of the Qatar–Netherlands Chamber of Commerce is confirmed. See your tier, its benefits and the next steps to get started.',
      ar: 'تم تأكيد عضويتك في غرفة التجارة القطرية الهولندية. اطّلع على فئة عضويتك ومزاياها والخطوات التالية للبدء.',
      nl: 'Uw lidmaatschap van de Qatarees-Nederlandse Kamer van Koophandel is bevestigd. Bekijk uw niveau, de voordelen en de volgende stappen om te beginnen.',
    },
    heading: {
      en: 'Confirming Your Membership',
      ar: 'جارٍ تأكيد عضويتك',
      nl: 'Uw lidmaatschap wordt bevestigd',
    },
    intro: {
      en: 'One moment while we confirm your payment and activate your membership for the next 12 months.',
      ar: 'لحظة من فضلك بينما نؤكد دفعتك ونفعّل عضويتك للأشهر الاثني عشر القادمة.',
      nl: 'Een ogenblik geduld: wij bevestigen uw betaling en activeren uw lidmaatschap voor de komende 12 maanden.',
    },
  },

  events: {
    title: {
      en: 'Events Calendar',
      ar: 'تقويم الفعاليات',
      nl: 'Evenementenkalender',
    },
    description: {
      en: 'Business forums, trade missions, seminars and networking events that connect companies in Qatar and the Netherlands, with 50+ events every year.',
      ar: 'منتديات أعمال وبعثات تجارية وندوات وفعاليات للتواصل تجمع الشركات في قطر وهولندا، بواقع 50+ فعالية كل عام.',
      nl: 'Zakelijke fora, handelsmissies, seminars en netwerkevenementen die bedrijven in Qatar en Nederland met elkaar verbinden, met 50+ evenementen per jaar.',
    },
    heading: {
      en: 'Events',
      ar: 'الفعاليات',
      nl: 'Evenementen',
    },
    intro: {
      en: 'From trade missions and sector forums to cultural and networking evenings, we organize 50+ events a year in Doha, Amsterdam and beyond. Find the one that suits you.',
      ar: 'من البعثات التجارية والمنتديات القطاعية إلى الأمسيات الثقافية ولقاءات التواصل، ننظم 50+ فعالية سنويًا في الدوحة وأمستردام وغيرهما. اختر ما يناسبك منها.',
      nl: 'Van handelsmissies en sectorfora tot culturele avonden en netwerkbijeenkomsten: wij organiseren 50+ evenementen per jaar in Doha, Amsterdam en daarbuiten. Vind het evenement dat bij u past.',
    },
  },

  news: {
    title: {
      en: 'News & Insights',
      ar: 'الأخبار والرؤى',
      nl: 'Nieuws & inzichten',
    },
    description: {
      en: 'News, reports, videos and podcasts on trade, investment and policy between Qatar and the Netherlands, from the chamber and its members.',
      ar: 'أخبار وتقارير ومقاطع فيديو وبودكاست حول التجارة والاستثمار والسياسات بين قطر وهولندا، من الغرفة وأعضائها.',
      nl: 'Nieuws, rapporten, video’s en podcasts over handel, investeringen en beleid tussen Qatar en Nederland, van de Kamer en haar leden.',
    },
    heading: {
      en: 'News & Insights',
      ar: 'الأخبار والرؤى',
      nl: 'Nieuws & inzichten',
    },
    intro: {
      en: 'Chamber announcements, market analysis and downloadable reports on the economic relationship between Qatar and the Netherlands.',
      ar: 'إعلانات الغرفة وتحليلات الأسواق وتقارير قابلة للتنزيل عن العلاقات الاقتصادية بين قطر وهولندا.',
      nl: 'Mededelingen van de Kamer, marktanalyses en downloadbare rapporten over de economische relatie tussen Qatar en Nederland.',
    },
  },

  newsArticle: {
    title: { en: 'Article', ar: 'مقال', nl: 'Artikel' },
    description: {
      en: 'An article from the Qatar–Netherlands Chamber of Commerce on trade, investment and partnership between Qatar and the Netherlands.',
      ar: 'مقال من غرفة التجارة القطرية الهولندية حول التجارة والاستثمار والشراكة بين قطر وهولندا.',
      nl: 'Een artikel van de Qatarees-Nederlandse Kamer van Koophandel over handel, investeringen en samenwerking tussen Qatar en Nederland.',
    },
    heading: { en: 'Article', ar: 'مقال', nl: 'Artikel' },
    intro: {
      en: 'News and analysis from the chamber.',
      ar: 'أخبار وتحليلات من الغرفة.',
      nl: 'Nieuws en analyse van de Kamer.',
    },
  },

  marketInfo: {
    title: {
      en: 'Market Information',
      ar: 'معلومات السوق',
      nl: 'Marktinformatie',
    },
    description: {
      en: 'Market intelligence for doing business between Qatar and the Netherlands: trade figures, business culture, focus sectors, research and partners.',
      ar: 'معلومات عن الأسواق لممارسة الأعمال بين قطر وهولندا: أرقام التجارة وثقافة الأعمال والقطاعات ذات الأولوية والأبحاث والشركاء.',
      nl: 'Marktinformatie voor zakendoen tussen Qatar en Nederland: handelscijfers, zakelijke cultuur, focussectoren, onderzoek en partners.',
    },
    heading: {
      en: 'Market Information',
      ar: 'معلومات السوق',
      nl: 'Marktinformatie',
    },
    intro: {
      en: 'What you need to understand both markets before you commit: facts and figures, cultural guidance, priority sectors, research and the partners who can help.',
      ar: 'كل ما تحتاج إليه لفهم السوقين قبل أن تتخذ قرارك: الحقائق والأرقام، والإرشادات الثقافية، والقطاعات ذات الأولوية، والأبحاث، والشركاء القادرون على مساعدتك.',
      nl: 'Alles wat u moet weten om beide markten te begrijpen voordat u een beslissing neemt: feiten en cijfers, culturele handvatten, prioritaire sectoren, onderzoek en de partners die u kunnen helpen.',
    },
  },

  marketOverview: {
    title: {
      en: 'Market Overview',
      ar: 'نظرة عامة على السوق',
      nl: 'Marktoverzicht',
    },
    description: {
      en: 'Key trade statistics for Qatar and the Netherlands, including about €32.4 billion in bilateral trade in 2023, leading sectors and economic highlights.',
      ar: 'أبرز إحصاءات التجارة بين قطر وهولندا، ومنها تبادل تجاري ثنائي بلغ نحو 32.4 مليار يورو في عام 2023، إلى جانب القطاعات الرائدة وأهم المؤشرات الاقتصادية.',
      nl: 'De belangrijkste handelscijfers van Qatar en Nederland, waaronder circa € 32,4 miljard aan bilaterale handel in 2023, de leidende sectoren en economische kerncijfers.',
    },
    heading: {
      en: 'Market Overview',
      ar: 'نظرة عامة على السوق',
      nl: 'Marktoverzicht',
    },
    intro: {
      en: 'Bilateral trade between Qatar and the Netherlands reached about €32.4 billion in 2023. Here is how that trade is made up and where it is heading.',
      ar: 'بلغ حجم التبادل التجاري بين قطر وهولندا نحو 32.4 مليار يورو في عام 2023. نعرض هنا مكوّنات هذا التبادل واتجاهاته المستقبلية.',
      nl: 'De bilaterale handel tussen Qatar en Nederland bedroeg in 2023 circa € 32,4 miljard. Hier ziet u waaruit die handel bestaat en welke kant hij op gaat.',
    },
  },

  culturalDifferences: {
    title: {
      en: 'Cultural Differences in Business',
      ar: 'الفروق الثقافية في الأعمال',
      nl: 'Culturele verschillen in zakendoen',
    },
    description: {
      en: 'How business etiquette, communication and time management differ between Qatar and the Netherlands, with practical tips for meetings and negotiations.',
      ar: 'كيف تختلف آداب العمل وأساليب التواصل وإدارة الوقت بين قطر وهولندا، مع نصائح عملية للاجتماعات والمفاوضات.',
      nl: 'Hoe zakelijke etiquette, communicatie en omgang met tijd verschillen tussen Qatar en Nederland, met praktische tips voor vergaderingen en onderhandelingen.',
    },
    heading: {
      en: 'Cultural Differences',
      ar: 'الفروق الثقافية',
      nl: 'Culturele verschillen',
    },
    intro: {
      en: 'Good business relationships start with understanding. Compare practices in Qatar and the Netherlands and prepare for first meetings, networking events and negotiations.',
      ar: 'تبدأ العلاقات التجارية الناجحة بالتفاهم. قارن بين الممارسات المتبعة في قطر وهولندا واستعد للاجتماعات الأولى وفعاليات التواصل والمفاوضات.',
      nl: 'Goede zakelijke relaties beginnen met begrip. Vergelijk de gebruiken in Qatar en Nederland en bereid u voor op eerste kennismakingen, netwerkevenementen en onderhandelingen.',
    },
  },

  focusSectors: {
    title: {
      en: 'Focus Sectors',
      ar: 'القطاعات ذات الأولوية',
      nl: 'Focussectoren',
    },
    description: {
      en: 'Four strategic sectors for Qatar–Netherlands cooperation: energy and LNG, financial services and fintech, smart infrastructure, and technology.',
      ar: 'أربعة قطاعات استراتيجية للتعاون القطري الهولندي: الطاقة والغاز الطبيعي المسال، والخدمات المالية والتقنية المالية، والبنية التحتية الذكية، والتكنولوجيا.',
      nl: 'Vier strategische sectoren voor samenwerking tussen Qatar en Nederland: energie en lng, financiële dienstverlening en fintech, slimme infrastructuur en technologie.',
    },
    heading: {
      en: 'Focus Sectors',
      ar: 'القطاعات ذات الأولوية',
      nl: 'Focussectoren',
    },
    intro: {
      en: 'We concentrate on four sectors where Dutch expertise meets Qatari ambition, together accounting for 500+ active projects.',
      ar: 'نركّز على أربعة قطاعات تلتقي فيها الخبرة الهولندية بالطموح القطري، وتضم مجتمعةً 500+ مشروع قائم.',
      nl: 'Wij richten ons op vier sectoren waarin Nederlandse expertise en Qatarese ambitie samenkomen, met samen 500+ lopende projecten.',
    },
  },

  publications: {
    title: {
      en: 'Publications & Research',
      ar: 'المنشورات والأبحاث',
      nl: 'Publicaties & onderzoek',
    },
    description: {
      en: 'Reports, market studies and newsletters on trade between Qatar and the Netherlands, with premium research available to chamber members.',
      ar: 'تقارير ودراسات سوق ونشرات دورية عن التجارة بين قطر وهولندا، مع أبحاث متقدمة متاحة لأعضاء الغرفة.',
      nl: 'Rapporten, marktstudies en nieuwsbrieven over de handel tussen Qatar en Nederland, met premium onderzoek dat beschikbaar is voor leden van de Kamer.',
    },
    heading: {
      en: 'Publications & Research',
      ar: 'المنشورات والأبحاث',
      nl: 'Publicaties & onderzoek',
    },
    intro: {
      en: 'Our research team publishes sector reports, market studies and regular newsletters. Summaries are open to everyone; premium research is reserved for members.',
      ar: 'يُصدر فريق الأبحاث لدينا تقارير قطاعية ودراسات سوق ونشرات دورية. الملخصات متاحة للجميع، أما الأبحاث المتقدمة فمخصصة للأعضاء.',
      nl: 'Ons onderzoeksteam publiceert sectorrapporten, marktstudies en periodieke nieuwsbrieven. Samenvattingen zijn voor iedereen toegankelijk; premium onderzoek is voorbehouden aan leden.',
    },
  },

  partners: {
    title: {
      en: 'Our Partners',
      ar: 'شركاؤنا',
      nl: 'Onze partners',
    },
    description: {
      en: 'The government bodies, business associations and academic institutions that work with the chamber to strengthen ties between Qatar and the Netherlands.',
      ar: 'الجهات الحكومية وجمعيات الأعمال والمؤسسات الأكاديمية التي تتعاون مع الغرفة لتعزيز الروابط بين قطر وهولندا.',
      nl: 'De overheidsinstanties, brancheorganisaties en academische instellingen die met de Kamer samenwerken om de banden tussen Qatar en Nederland te versterken.',
    },
    heading: {
      en: 'Our Partners',
      ar: 'شركاؤنا',
      nl: 'Onze partners',
    },
    intro: {
      en: 'We work with government and institutional partners, industry associations and universities in both countries to open doors for our members.',
      ar: 'نتعاون مع شركاء حكوميين ومؤسسيين وجمعيات صناعية وجامعات في البلدين لفتح الأبواب أمام أعضائنا.',
      nl: 'Wij werken samen met overheids- en institutionele partners, brancheverenigingen en universiteiten in beide landen om deuren te openen voor onze leden.',
    },
  },

  services: {
    title: {
      en: 'Our Services',
      ar: 'خدماتنا',
      nl: 'Onze diensten',
    },
    description: {
      en: 'Arbitration, market expansion, legal and tax advisory, recruitment, payroll, trade fairs and member services for business between Qatar and the Netherlands.',
      ar: 'التحكيم والتوسع في الأسواق والاستشارات القانونية والضريبية والتوظيف وإدارة الرواتب والمعارض التجارية وخدمات الأعضاء للأعمال بين قطر وهولندا.',
      nl: 'Arbitrage, marktuitbreiding, juridisch en fiscaal advies, werving, salarisadministratie, beurzen en ledendiensten voor zakendoen tussen Qatar en Nederland.',
    },
    heading: {
      en: 'Our Services',
      ar: 'خدماتنا',
      nl: 'Onze diensten',
    },
    intro: {
      en: 'Practical support at every stage of doing business between Qatar and the Netherlands, delivered by 50+ advisors who know both markets.',
      ar: 'دعم عملي في كل مرحلة من مراحل ممارسة الأعمال بين قطر وهولندا، يقدّمه 50+ مستشارًا يعرفون السوقين عن قرب.',
      nl: 'Praktische ondersteuning in elke fase van zakendoen tussen Qatar en Nederland, door 50+ adviseurs die beide markten kennen.',
    },
  },

  arbitration: {
    title: {
      en: 'Arbitration & Dispute Resolution',
      ar: 'التحكيم وتسوية النزاعات',
      nl: 'Arbitrage & geschillenbeslechting',
    },
    description: {
      en: 'Confidential commercial arbitration for disputes between Qatari and Dutch parties, with an average duration of 8 months and a 94% enforcement rate.',
      ar: 'تحكيم تجاري سري للنزاعات بين الأطراف القطرية والهولندية، بمتوسط مدة 8 أشهر ونسبة تنفيذ للأحكام تبلغ 94%.',
      nl: 'Vertrouwelijke handelsarbitrage bij geschillen tussen Qatarese en Nederlandse partijen, met een gemiddelde doorlooptijd van 8 maanden en 94% tenuitvoerlegging.',
    },
    heading: {
      en: 'Arbitration & Dispute Resolution',
      ar: 'التحكيم وتسوية النزاعات',
      nl: 'Arbitrage & geschillenbeslechting',
    },
    intro: {
      en: 'When a commercial relationship runs into difficulty, our arbitration service offers a fair, confidential and enforceable way to resolve it.',
      ar: 'عندما تواجه علاقة تجارية صعوبات، توفّر خدمة التحكيم لدينا وسيلة عادلة وسرية وقابلة للتنفيذ لتسوية النزاع.',
      nl: 'Als een zakelijke relatie in de problemen komt, biedt onze arbitragedienst een eerlijke, vertrouwelijke en afdwingbare manier om het geschil op te lossen.',
    },
  },

  marketExpansion: {
    title: {
      en: 'Market Expansion',
      ar: 'التوسع في الأسواق',
      nl: 'Marktuitbreiding',
    },
    description: {
      en: 'Enter the Qatari or Dutch market with a structured plan: market research, partner search, company setup and ongoing support from the chamber.',
      ar: 'ادخل السوق القطرية أو الهولندية وفق خطة واضحة: دراسة السوق، والبحث عن الشركاء، وتأسيس الشركة، ودعم مستمر من الغرفة.',
      nl: 'Betreed de Qatarese of Nederlandse markt met een gestructureerd plan: marktonderzoek, partnerselectie, bedrijfsoprichting en doorlopende ondersteuning van de Kamer.',
    },
    heading: {
      en: 'Market Expansion',
      ar: 'التوسع في الأسواق',
      nl: 'Marktuitbreiding',
    },
    intro: {
      en: 'Whether you are a Dutch company looking at Qatar or a Qatari company looking at Europe, we guide you from first research to a running operation.',
      ar: 'سواء كنتم شركة هولندية تتطلع إلى قطر أو شركة قطرية تتطلع إلى أوروبا، نرافقكم من الدراسة الأولى حتى بدء التشغيل الفعلي.',
      nl: 'Of u nu een Nederlands bedrijf bent dat naar Qatar kijkt of een Qatarees bedrijf dat naar Europa kijkt: wij begeleiden u van het eerste onderzoek tot een draaiende vestiging.',
    },
  },

  legalAdvisory: {
    title: {
      en: 'Legal Advisory',
      ar: 'الاستشارات القانونية',
      nl: 'Juridisch advies',
    },
    description: {
      en: 'Legal guidance on company formation, contracts, compliance and intellectual property under Qatari and Dutch law, from advisors who know both systems.',
      ar: 'إرشاد قانوني في تأسيس الشركات والعقود والامتثال والملكية الفكرية وفق القانونين القطري والهولندي، من مستشارين يعرفون النظامين.',
      nl: 'Juridische begeleiding bij bedrijfsoprichting, contracten, compliance en intellectueel eigendom naar Qatarees en Nederlands recht, door adviseurs die beide stelsels kennen.',
    },
    heading: {
      en: 'Legal Advisory',
      ar: 'الاستشارات القانونية',
      nl: 'Juridisch advies',
    },
    intro: {
      en: 'Doing business across two legal systems raises questions. Our advisors help you structure, contract and stay compliant with confidence in both jurisdictions.',
      ar: 'تثير ممارسة الأعمال في ظل نظامين قانونيين مختلفين تساؤلات عديدة. يساعدكم مستشارونا على الهيكلة والتعاقد والامتثال بثقة في كلتا الولايتين القضائيتين.',
      nl: 'Zakendoen binnen twee rechtsstelsels roept vragen op. Onze adviseurs helpen u met vertrouwen te structureren, te contracteren en te voldoen aan de regels in beide jurisdicties.',
    },
  },

  recruitment: {
    title: {
      en: 'Recruitment Services',
      ar: 'خدمات التوظيف',
      nl: 'Werving en selectie',
    },
    description: {
      en: 'Find and hire qualified talent in Qatar and the Netherlands, from specialist professionals to senior executives, with an average time to hire of 45 days.',
      ar: 'استقطب الكفاءات المؤهلة وعيّنها في قطر وهولندا، من المتخصصين إلى كبار التنفيذيين، بمتوسط 45 يومًا لإتمام التعيين.',
      nl: 'Vind en werf gekwalificeerd talent in Qatar en Nederland, van specialisten tot senior executives, met een gemiddelde wervingstermijn van 45 dagen.',
    },
    heading: {
      en: 'Recruitment',
      ar: 'التوظيف',
      nl: 'Werving en selectie',
    },
    intro: {
      en: 'We connect employers with professionals in both talent markets and support every step, from the search to a successful start.',
      ar: 'نربط أصحاب العمل بالمهنيين في سوقي الكفاءات في البلدين، وندعم كل خطوة من البحث حتى بداية موفقة في العمل.',
      nl: 'Wij brengen werkgevers in contact met professionals in beide arbeidsmarkten en ondersteunen elke stap, van de zoektocht tot een geslaagde start.',
    },
  },

  taxAdvisory: {
    title: {
      en: 'Tax Advisory',
      ar: 'الاستشارات الضريبية',
      nl: 'Fiscaal advies',
    },
    description: {
      en: 'Tax advice for companies active in Qatar and the Netherlands: corporate tax, VAT, double taxation and cross-border structuring in both systems.',
      ar: 'استشارات ضريبية للشركات العاملة في قطر وهولندا: ضريبة الشركات وضريبة القيمة المضافة والازدواج الضريبي وهيكلة الأعمال العابرة للحدود في النظامين.',
      nl: 'Fiscaal advies voor bedrijven die actief zijn in Qatar en Nederland: vennootschapsbelasting, btw, dubbele belasting en grensoverschrijdende structurering in beide stelsels.',
    },
    heading: {
      en: 'Tax Advisory',
      ar: 'الاستشارات الضريبية',
      nl: 'Fiscaal advies',
    },
    intro: {
      en: 'Qatar and the Netherlands have very different tax systems. Our advisors help you plan cross-border activity efficiently and stay compliant in both.',
      ar: 'يختلف النظامان الضريبيان في قطر وهولندا اختلافًا كبيرًا. يساعدكم مستشارونا على تخطيط أنشطتكم العابرة للحدود بكفاءة والالتزام بالمتطلبات في البلدين.',
      nl: 'Qatar en Nederland kennen zeer verschillende belastingstelsels. Onze adviseurs helpen u grensoverschrijdende activiteiten efficiënt in te richten en in beide landen aan de regels te voldoen.',
    },
  },

  payrollServices: {
    title: {
      en: 'Payroll Services',
      ar: 'خدمات إدارة الرواتب',
      nl: 'Salarisadministratie',
    },
    description: {
      en: 'Compliant payroll for employees in Qatar and the Netherlands, including expatriate support, benefits administration and local reporting obligations.',
      ar: 'إدارة رواتب متوافقة مع الأنظمة للموظفين في قطر وهولندا، تشمل دعم الموظفين الوافدين وإدارة المزايا والوفاء بالتزامات الإبلاغ المحلية.',
      nl: 'Correcte salarisadministratie voor medewerkers in Qatar en Nederland, inclusief ondersteuning van expats, administratie van arbeidsvoorwaarden en lokale aangifteverplichtingen.',
    },
    heading: {
      en: 'Payroll Services',
      ar: 'خدمات إدارة الرواتب',
      nl: 'Salarisadministratie',
    },
    intro: {
      en: 'We run accurate, compliant payroll in both countries so that your people are paid correctly and on time, wherever they work.',
      ar: 'ندير الرواتب في البلدين بدقة ووفق الأنظمة، ليتقاضى موظفوكم أجورهم بشكل صحيح وفي موعدها أينما كانوا يعملون.',
      nl: 'Wij verzorgen een nauwkeurige en correcte salarisadministratie in beide landen, zodat uw medewerkers juist en op tijd worden betaald, waar zij ook werken.',
    },
  },

  tradeFairs: {
    title: {
      en: 'Trade Fairs & Exhibitions',
      ar: 'المعارض التجارية',
      nl: 'Beurzen & tentoonstellingen',
    },
    description: {
      en: 'Exhibit and do business at leading trade fairs in Qatar and the Netherlands with stand services, B2B matchmaking, market entry and delegation support.',
      ar: 'شارك وأبرم الصفقات في أبرز المعارض التجارية في قطر وهولندا بدعم في تجهيز الأجنحة وترتيب لقاءات الأعمال ودخول الأسواق وتنظيم الوفود.',
      nl: 'Exposeer en doe zaken op toonaangevende beurzen in Qatar en Nederland, met standservice, B2B-matchmaking, ondersteuning bij markttoetreding en begeleiding van delegaties.',
    },
    heading: {
      en: 'Trade Fairs & Exhibitions',
      ar: 'المعارض التجارية',
      nl: 'Beurzen & tentoonstellingen',
    },
    intro: {
      en: 'Trade fairs are where deals begin. We help you choose the right events, present your company well and meet the right buyers and partners.',
      ar: 'في المعارض التجارية تبدأ الصفقات. نساعدكم على اختيار الفعاليات المناسبة وتقديم شركتكم على أفضل وجه ولقاء المشترين والشركاء المناسبين.',
      nl: 'Op beurzen beginnen deals. Wij helpen u de juiste evenementen te kiezen, uw bedrijf goed te presenteren en de juiste kopers en partners te ontmoeten.',
    },
  },

  memberServices: {
    title: {
      en: 'Member Services',
      ar: 'خدمات الأعضاء',
      nl: 'Ledendiensten',
    },
    description: {
      en: 'Find verified service providers in the chamber network for professional, technical and business support across Qatar and the Netherlands.',
      ar: 'اعثر على مزودي خدمات موثوقين ضمن شبكة الغرفة للحصول على دعم مهني وتقني وإداري في قطر وهولندا.',
      nl: 'Vind geverifieerde dienstverleners in het netwerk van de Kamer voor professionele, technische en zakelijke ondersteuning in Qatar en Nederland.',
    },
    heading: {
      en: 'Member Services',
      ar: 'خدمات الأعضاء',
      nl: 'Ledendiensten',
    },
    intro: {
      en: 'Our network of 200+ verified providers gives members direct access to trusted professional, technical and specialist services in both countries.',
      ar: 'تمنح شبكتنا التي تضم 200+ مزود خدمة موثوق الأعضاءَ وصولًا مباشرًا إلى خدمات مهنية وتقنية ومتخصصة جديرة بالثقة في البلدين.',
      nl: 'Ons netwerk van 200+ geverifieerde dienstverleners geeft leden direct toegang tot betrouwbare professionele, technische en gespecialiseerde diensten in beide landen.',
    },
  },

  about: {
    title: {
      en: 'About the Chamber',
      ar: 'عن الغرفة',
      nl: 'Over de Kamer',
    },
    description: {
      en: 'A non-profit chamber with a public mandate, connecting 800+ member companies in Qatar and the Netherlands with a network across 93 countries.',
      ar: 'غرفة غير ربحية ذات تفويض عام، تربط 800+ شركة عضو في قطر وهولندا بشبكة تمتد عبر 93 دولة.',
      nl: 'Een kamer zonder winstoogmerk met een publieke opdracht, die 800+ aangesloten bedrijven in Qatar en Nederland verbindt met een netwerk in 93 landen.',
    },
    heading: {
      en: 'About the Chamber',
      ar: 'عن الغرفة',
      nl: 'Over de Kamer',
    },
    intro: {
      en: 'We inform, inspire and connect businesses in Qatar and the Netherlands, supporting trade, diplomacy and innovation between our two countries.',
      ar: 'نُطلع الشركات في قطر وهولندا ونُلهمها ونربط بينها، دعمًا للتجارة والدبلوماسية والابتكار بين بلدينا.',
      nl: 'Wij informeren, inspireren en verbinden bedrijven in Qatar en Nederland en ondersteunen zo handel, diplomatie en innovatie tussen onze twee landen.',
    },
  },

  missionValues: {
    title: {
      en: 'Mission & Values',
      ar: 'الرسالة والقيم',
      nl: 'Missie & waarden',
    },
    description: {
      en: 'Our mission is to inform, inspire and connect, guided by five values: binationality, connection, dynamism, appreciation and sustainability.',
      ar: 'رسالتنا أن نُطلع ونُلهم ونربط، مسترشدين بخمس قيم: الثنائية الوطنية، والتواصل، والحيوية، والتقدير، والاستدامة.',
      nl: 'Onze missie is informeren, inspireren en verbinden, geleid door vijf waarden: binationaliteit, verbinding, dynamiek, waardering en duurzaamheid.',
    },
    heading: {
      en: 'Mission & Values',
      ar: 'الرسالة والقيم',
      nl: 'Missie & waarden',
    },
    intro: {
      en: 'Our mission shapes every service we offer and every connection we make. Five values guide how we work with members and partners.',
      ar: 'توجّه رسالتنا كل خدمة نقدمها وكل علاقة نبنيها، وتحكم خمس قيم طريقة عملنا مع الأعضاء والشركاء.',
      nl: 'Onze missie bepaalt elke dienst die wij aanbieden en elke verbinding die wij leggen. Vijf waarden sturen hoe wij met leden en partners samenwerken.',
    },
  },

  history: {
    title: {
      en: 'Our History',
      ar: 'تاريخنا',
      nl: 'Onze geschiedenis',
    },
    description: {
      en: 'From early trading links to today’s strategic partnership: the milestones in relations between Qatar and the Netherlands and in the chamber’s own story.',
      ar: 'من الروابط التجارية الأولى إلى الشراكة الاستراتيجية اليوم: أبرز المحطات في العلاقات بين قطر وهولندا وفي مسيرة الغرفة.',
      nl: 'Van de eerste handelscontacten tot het strategische partnerschap van nu: de mijlpalen in de betrekkingen tussen Qatar en Nederland en in de geschiedenis van de Kamer.',
    },
    heading: {
      en: 'Our History',
      ar: 'تاريخنا',
      nl: 'Onze geschiedenis',
    },
    intro: {
      en: 'Trade between Qatar and the Netherlands goes back more than a century. Follow the milestones that shaped the relationship and the chamber.',
      ar: 'تعود التجارة بين قطر وهولندا إلى أكثر من قرن مضى. تابع المحطات التي صاغت هذه العلاقة ومسيرة الغرفة.',
      nl: 'De handel tussen Qatar en Nederland gaat meer dan een eeuw terug. Volg de mijlpalen die de relatie en de Kamer hebben gevormd.',
    },
  },

  board: {
    title: {
      en: 'Board of Directors',
      ar: 'مجلس الإدارة',
      nl: 'Bestuur',
    },
    description: {
      en: 'Meet the board of the Qatar–Netherlands Chamber of Commerce: business leaders from both countries who guide the chamber’s strategy and governance.',
      ar: 'تعرّف على مجلس إدارة غرفة التجارة القطرية الهولندية: قادة أعمال من البلدين يوجّهون استراتيجية الغرفة وحوكمتها.',
      nl: 'Maak kennis met het bestuur van de Qatarees-Nederlandse Kamer van Koophandel: ondernemers uit beide landen die de strategie en het beleid van de Kamer bepalen.',
    },
    heading: {
      en: 'Board of Directors',
      ar: 'مجلس الإدارة',
      nl: 'Bestuur',
    },
    intro: {
      en: 'Our board brings together experienced leaders from Qatar and the Netherlands across the sectors that matter most to our members.',
      ar: 'يجمع مجلس إدارتنا قادة ذوي خبرة من قطر وهولندا يمثلون القطاعات الأكثر أهمية لأعضائنا.',
      nl: 'Ons bestuur brengt ervaren leiders uit Qatar en Nederland samen uit de sectoren die voor onze leden het belangrijkst zijn.',
    },
  },

  premiumPartners: {
    title: {
      en: 'Premium Partners',
      ar: 'الشركاء المميزون',
      nl: 'Premium partners',
    },
    description: {
      en: 'The companies and institutions that support the chamber as premium partners and help strengthen business ties between Qatar and the Netherlands.',
      ar: 'الشركات والمؤسسات التي تدعم الغرفة بصفتها شركاء مميزين وتسهم في تعزيز الروابط التجارية بين قطر وهولندا.',
      nl: 'De bedrijven en instellingen die de Kamer als premium partner steunen en helpen de zakelijke banden tussen Qatar en Nederland te versterken.',
    },
    heading: {
      en: 'Premium Partners',
      ar: 'الشركاء المميزون',
      nl: 'Premium partners',
    },
    intro: {
      en: 'Our premium partners take an active part in the chamber’s work, from supporting events to sharing their expertise with members.',
      ar: 'يشارك شركاؤنا المميزون بفاعلية في عمل الغرفة، من دعم الفعاليات إلى مشاركة خبراتهم مع الأعضاء.',
      nl: 'Onze premium partners leveren een actieve bijdrage aan het werk van de Kamer, van het ondersteunen van evenementen tot het delen van hun kennis met leden.',
    },
  },

  contact: {
    title: {
      en: 'Contact Us',
      ar: 'اتصل بنا',
      nl: 'Contact',
    },
    description: {
      en: 'Contact the Qatar–Netherlands Chamber of Commerce: staff directory by department, offices in Doha, Amsterdam and The Hague, and business hours.',
      ar: 'تواصل مع غرفة التجارة القطرية الهولندية: دليل الموظفين حسب الإدارة، ومكاتبنا في الدوحة وأمستردام ولاهاي، وساعات العمل.',
      nl: 'Neem contact op met de Qatarees-Nederlandse Kamer van Koophandel: medewerkers per afdeling, onze kantoren in Doha, Amsterdam en Den Haag en openingstijden.',
    },
    heading: {
      en: 'Contact Us',
      ar: 'اتصل بنا',
      nl: 'Neem contact met ons op',
    },
    intro: {
      en: 'Find the right person in our team or reach one of our offices in Doha, Amsterdam and The Hague. We answer every inquiry as quickly as we can.',
      ar: 'ابحث عن الشخص المناسب في فريقنا أو تواصل مع أحد مكاتبنا في الدوحة وأمستردام ولاهاي. نرد على جميع الاستفسارات في أسرع وقت ممكن.',
      nl: 'Vind de juiste persoon in ons team of neem contact op met een van onze kantoren in Doha, Amsterdam en Den Haag. Wij beantwoorden elke vraag zo snel mogelijk.',
    },
  },

  privacy: {
    title: {
      en: 'Privacy Policy',
      ar: 'سياسة الخصوصية',
      nl: 'Privacyverklaring',
    },
    description: {
      en: 'How the Qatar–Netherlands Chamber of Commerce collects, uses and protects your personal data, and the rights you have under the GDPR.',
      ar: 'كيف تجمع غرفة التجارة القطرية الهولندية بياناتك الشخصية وتستخدمها وتحميها، وما حقوقك بموجب اللائحة العامة لحماية البيانات.',
      nl: 'Hoe de Qatarees-Nederlandse Kamer van Koophandel uw persoonsgegevens verzamelt, gebruikt en beschermt, en welke rechten u hebt onder de AVG.',
    },
    heading: {
      en: 'Privacy Policy',
      ar: 'سياسة الخصوصية',
      nl: 'Privacyverklaring',
    },
    intro: {
      en: 'We handle your personal data with care and only for clear purposes. This policy explains what we collect, why we collect it and how you can exercise your rights.',
      ar: 'نتعامل مع بياناتك الشخصية بعناية ولأغراض محددة فقط. توضح هذه السياسة ما نجمعه من بيانات وأسباب جمعها وكيف يمكنك ممارسة حقوقك.',
      nl: 'Wij gaan zorgvuldig met uw persoonsgegevens om en gebruiken ze alleen voor duidelijke doelen. In deze verklaring leest u wat wij verzamelen, waarom, en hoe u uw rechten kunt uitoefenen.',
    },
  },

  terms: {
    title: {
      en: 'Terms and Conditions',
      ar: 'الشروط والأحكام',
      nl: 'Algemene voorwaarden',
    },
    description: {
      en: 'The terms that apply to membership of the Qatar–Netherlands Chamber of Commerce, payment by card, cancellation and refunds, and use of this website.',
      ar: 'الشروط التي تسري على العضوية في غرفة التجارة القطرية الهولندية والدفع بالبطاقة والإلغاء واسترداد المبالغ واستخدام هذا الموقع.',
      nl: 'De voorwaarden voor het lidmaatschap van de Qatarees-Nederlandse Kamer van Koophandel, betaling per kaart, opzegging en terugbetaling en het gebruik van deze website.',
    },
    heading: {
      en: 'Terms and Conditions',
      ar: 'الشروط والأحكام',
      nl: 'Algemene voorwaarden',
    },
    intro: {
      en: 'These terms apply when you use this website or buy a membership. Please read them carefully before you complete your purchase.',
      ar: 'تسري هذه الشروط عند استخدامك هذا الموقع أو شرائك عضوية. يُرجى قراءتها بعناية قبل إتمام عملية الشراء.',
      nl: 'Deze voorwaarden gelden wanneer u deze website gebruikt of een lidmaatschap koopt. Lees ze zorgvuldig door voordat u uw aankoop afrondt.',
    },
  },

  newsletterConfirm: {
    title: { en: 'Confirm Subscription', ar: 'تأكيد الاشتراك', nl: 'Aanmelding bevestigen' },
    description: {
      en: 'Confirm your subscription to the newsletters of the Qatar–Netherlands Chamber of Commerce with the link from your email.',
      ar: 'أكّد اشتراكك في النشرات الإخبارية لغرفة التجارة القطرية الهولندية عبر الرابط الوارد في بريدك الإلكتروني.',
      nl: 'Bevestig uw aanmelding voor de nieuwsbrieven van de Qatarees-Nederlandse Kamer van Koophandel met de link uit uw e-mail.',
    },
    heading: { en: 'Newsletter Subscription', ar: 'الاشتراك في النشرة الإخبارية', nl: 'Aanmelding nieuwsbrief' },
    intro: {
      en: 'We are confirming your subscription with the link from your email.',
      ar: 'نعمل على تأكيد اشتراكك عبر الرابط الوارد في بريدك الإلكتروني.',
      nl: 'Wij bevestigen uw aanmelding met de link uit uw e-mail.',
    },
  },

  newsletterUnsubscribe: {
    title: { en: 'Unsubscribe', ar: 'إلغاء الاشتراك', nl: 'Afmelden' },
    description: {
      en: 'Stop receiving a newsletter of the Qatar–Netherlands Chamber of Commerce with the link from any of its emails.',
      ar: 'أوقف تلقي نشرة إخبارية من غرفة التجارة القطرية الهولندية عبر الرابط الوارد في أي من رسائلها.',
      nl: 'Ontvang een nieuwsbrief van de Qatarees-Nederlandse Kamer van Koophandel niet langer via de link in een van de e-mails.',
    },
    heading: { en: 'Unsubscribe', ar: 'إلغاء الاشتراك', nl: 'Afmelden' },
    intro: {
      en: 'We are removing your address from the newsletter with the link from your email.',
      ar: 'نعمل على إزالة عنوانك من النشرة الإخبارية عبر الرابط الوارد في بريدك الإلكتروني.',
      nl: 'Wij verwijderen uw adres uit de nieuwsbrief met de link uit uw e-mail.',
    },
  },

  login: {
    title: { en: 'Member Sign In', ar: 'تسجيل دخول الأعضاء', nl: 'Inloggen voor leden' },
    description: {
      en: 'Sign in to your membership account of the Qatar–Netherlands Chamber of Commerce to see your membership, receipts and the member directory.',
      ar: 'سجّل الدخول إلى حساب عضويتك في غرفة التجارة القطرية الهولندية لعرض عضويتك وإيصالاتك ودليل الأعضاء.',
      nl: 'Log in op uw ledenaccount van de Qatarees-Nederlandse Kamer van Koophandel om uw lidmaatschap, kwitanties en de ledengids te bekijken.',
    },
    heading: { en: 'Member Sign In', ar: 'تسجيل دخول الأعضاء', nl: 'Inloggen voor leden' },
    intro: {
      en: 'Sign in with the username or email address and password you chose when you joined.',
      ar: 'سجّل الدخول باسم المستخدم أو البريد الإلكتروني وكلمة المرور التي اخترتها عند الانضمام.',
      nl: 'Log in met de gebruikersnaam of het e-mailadres en het wachtwoord dat u koos toen u lid werd.',
    },
  },

  passwordReset: {
    title: { en: 'Reset Password', ar: 'إعادة تعيين كلمة المرور', nl: 'Wachtwoord herstellen' },
    description: {
      en: 'Forgot your password? Ask for a single-use reset link by email and choose a new password for your chamber membership account.',
      ar: 'هل نسيت كلمة المرور؟ اطلب رابط إعادة تعيين صالحًا لمرة واحدة عبر البريد الإلكتروني واختر كلمة مرور جديدة لحساب عضويتك.',
      nl: 'Wachtwoord vergeten? Vraag per e-mail een eenmalige herstellink aan en kies een nieuw wachtwoord voor uw ledenaccount.',
    },
    heading: { en: 'Reset Your Password', ar: 'أعد تعيين كلمة المرور', nl: 'Herstel uw wachtwoord' },
    intro: {
      en: 'We email you a link that is valid for one hour and works once.',
      ar: 'نرسل إليك رابطًا صالحًا لمدة ساعة واحدة ويُستخدم مرة واحدة فقط.',
      nl: 'Wij mailen u een link die één uur geldig is en één keer werkt.',
    },
  },

  account: {
    title: { en: 'My Membership', ar: 'عضويتي', nl: 'Mijn lidmaatschap' },
    description: {
      en: 'Your membership of the Qatar–Netherlands Chamber of Commerce: status and expiry, receipts to download, your profile and your password.',
      ar: 'عضويتك في غرفة التجارة القطرية الهولندية: الحالة وتاريخ الانتهاء والإيصالات للتنزيل وملفك الشخصي وكلمة المرور.',
      nl: 'Uw lidmaatschap van de Qatarees-Nederlandse Kamer van Koophandel: status en vervaldatum, kwitanties om te downloaden, uw profiel en uw wachtwoord.',
    },
    heading: { en: 'My Membership', ar: 'عضويتي', nl: 'Mijn lidmaatschap' },
    intro: {
      en: 'See when your membership runs out, renew it, download your receipts and keep your details up to date.',
      ar: 'اطّلع على موعد انتهاء عضويتك وجدّدها ونزّل إيصالاتك وحدّث بياناتك.',
      nl: 'Zie wanneer uw lidmaatschap afloopt, verleng het, download uw kwitanties en houd uw gegevens actueel.',
    },
  },

  memberDirectory: {
    title: { en: 'Member Directory', ar: 'دليل الأعضاء', nl: 'Ledengids' },
    description: {
      en: 'The members-only directory of the Qatar–Netherlands Chamber of Commerce: find member companies and professionals by name, company and country.',
      ar: 'دليل الأعضاء الخاص بغرفة التجارة القطرية الهولندية: ابحث عن الشركات والمهنيين الأعضاء بالاسم والشركة والبلد.',
      nl: 'De ledengids van de Qatarees-Nederlandse Kamer van Koophandel, alleen voor leden: vind aangesloten bedrijven en professionals op naam, bedrijf en land.',
    },
    heading: { en: 'Member Directory', ar: 'دليل الأعضاء', nl: 'Ledengids' },
    intro: {
      en: 'Members with an active membership find each other here. Only members who chose to appear are listed.',
      ar: 'يتواصل هنا الأعضاء ذوو العضوية السارية. لا يظهر إلا الأعضاء الذين اختاروا الظهور.',
      nl: 'Leden met een actief lidmaatschap vinden elkaar hier. Alleen leden die daarvoor kozen, worden getoond.',
    },
  },

  notFound: {
    title: {
      en: 'Page Not Found',
      ar: 'الصفحة غير موجودة',
      nl: 'Pagina niet gevonden',
    },
    description: {
      en: 'The page you are looking for does not exist or has moved. Return to the home page of the Qatar–Netherlands Chamber of Commerce to continue.',
      ar: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر. عُد إلى الصفحة الرئيسية لغرفة التجارة القطرية الهولندية للمتابعة.',
      nl: 'De pagina die u zoekt bestaat niet of is verplaatst. Ga terug naar de homepage van de Qatarees-Nederlandse Kamer van Koophandel om verder te gaan.',
    },
    heading: {
      en: '404 Page Not Found',
      ar: '404 الصفحة غير موجودة',
      nl: '404 Pagina niet gevonden',
    },
    intro: {
      en: 'Did you forget to add the page to the router?',
      ar: 'هل نسيت إضافة الصفحة إلى جدول التوجيه؟',
      nl: 'Bent u vergeten de pagina aan de router toe te voegen?',
    },
  },
};
