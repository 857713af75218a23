import type { LegalAdvisoryContent } from './page-schemas';

const talkToLegal = '/contact?department=legal';

/** /services/legal-advisory: service areas, both jurisdictions, common matters and credentials. */
export const legalAdvisory: LegalAdvisoryContent = {
  heroActions: [
    {
      label: { en: 'Book a Legal Consultation', ar: 'احجزوا استشارة قانونية', nl: 'Plan een adviesgesprek' },
      href: talkToLegal,
    },
  ],
  areas: {
    heading: { en: 'Our Legal Services', ar: 'خدماتنا القانونية', nl: 'Onze juridische diensten' },
    intro: {
      en: 'Four practice areas that cover the legal questions of cross-border business from day one.',
      ar: 'أربعة مجالات عمل تغطي المسائل القانونية للأعمال العابرة للحدود منذ اليوم الأول.',
      nl: 'Vier praktijkgebieden die de juridische vragen van grensoverschrijdend zakendoen vanaf dag één afdekken.',
    },
    items: [
      {
        icon: 'building',
        title: { en: 'Corporate and Commercial', ar: 'الشركات والأعمال التجارية', nl: 'Ondernemingsrecht en handelsrecht' },
        description: {
          en: 'Setting up and structuring your presence, from branch offices to joint ventures.',
          ar: 'تأسيس حضوركم وهيكلته، من الفروع إلى المشاريع المشتركة.',
          nl: 'Het opzetten en structureren van uw vestiging, van filiaal tot joint venture.',
        },
        points: [
          { en: 'Company formation', ar: 'تأسيس الشركات', nl: 'Bedrijfsoprichting' },
          {
            en: 'Joint ventures and shareholder agreements',
            ar: 'المشاريع المشتركة واتفاقيات المساهمين',
            nl: 'Joint ventures en aandeelhoudersovereenkomsten',
          },
          { en: 'Mergers and acquisitions', ar: 'عمليات الاندماج والاستحواذ', nl: 'Fusies en overnames' },
        ],
      },
      {
        icon: 'file-check',
        title: { en: 'Contracts and Agreements', ar: 'العقود والاتفاقيات', nl: 'Contracten en overeenkomsten' },
        description: {
          en: 'Drafting and reviewing contracts that hold up in both legal systems.',
          ar: 'صياغة العقود ومراجعتها بحيث تصمد في كلا النظامين القانونيين.',
          nl: 'Het opstellen en beoordelen van contracten die in beide rechtsstelsels standhouden.',
        },
        points: [
          { en: 'Supply and distribution contracts', ar: 'عقود التوريد والتوزيع', nl: 'Leverings- en distributiecontracten' },
          { en: 'Commercial agency agreements', ar: 'اتفاقيات الوكالة التجارية', nl: 'Agentuurovereenkomsten' },
          { en: 'Dispute resolution clauses', ar: 'بنود تسوية النزاعات', nl: 'Geschillenbeslechtingsclausules' },
        ],
      },
      {
        icon: 'shield-check',
        title: { en: 'Regulatory Compliance', ar: 'الامتثال التنظيمي', nl: 'Naleving van regelgeving' },
        description: {
          en: 'Staying on the right side of sector rules, data protection and sanctions law.',
          ar: 'الالتزام بالقواعد القطاعية وقوانين حماية البيانات والعقوبات.',
          nl: 'Aan de goede kant blijven van sectorregels, gegevensbescherming en sanctiewetgeving.',
        },
        points: [
          { en: 'Licensing and sector regulation', ar: 'التراخيص والتنظيمات القطاعية', nl: 'Vergunningen en sectorregulering' },
          { en: 'Data protection and privacy', ar: 'حماية البيانات والخصوصية', nl: 'Gegevensbescherming en privacy' },
          { en: 'Anti-corruption and sanctions', ar: 'مكافحة الفساد والعقوبات', nl: 'Anticorruptie en sancties' },
        ],
      },
      {
        icon: 'lightbulb',
        title: { en: 'Intellectual Property', ar: 'الملكية الفكرية', nl: 'Intellectueel eigendom' },
        description: {
          en: 'Protecting your brands, designs and technology in both markets.',
          ar: 'حماية علاماتكم التجارية وتصاميمكم وتقنياتكم في السوقين.',
          nl: 'Bescherming van uw merken, ontwerpen en technologie in beide markten.',
        },
        points: [
          { en: 'Trademark registration', ar: 'تسجيل العلامات التجارية', nl: 'Merkregistratie' },
          { en: 'Licensing and technology transfer', ar: 'الترخيص ونقل التكنولوجيا', nl: 'Licenties en technologieoverdracht' },
          { en: 'Enforcement against infringement', ar: 'التصدي للتعديات', nl: 'Optreden tegen inbreuk' },
        ],
      },
    ],
  },
  jurisdictions: {
    heading: { en: 'Two Jurisdictions, One Team', ar: 'ولايتان قضائيتان وفريق واحد', nl: 'Twee jurisdicties, één team' },
    intro: {
      en: 'Our advisors work with both legal systems every day and know where they differ.',
      ar: 'يتعامل مستشارونا مع النظامين القانونيين يوميًا ويعرفون مواطن الاختلاف بينهما.',
      nl: 'Onze adviseurs werken dagelijks met beide rechtsstelsels en weten waar ze verschillen.',
    },
    items: [
      {
        country: 'qatar',
        title: { en: 'Qatar', ar: 'قطر', nl: 'Qatar' },
        description: {
          en: 'A civil law system, with the Qatar Financial Centre applying its own common-law-based rules and court.',
          ar: 'نظام قانون مدني، ويطبّق فيه مركز قطر للمال قواعده ومحكمته الخاصة المستندة إلى القانون العام.',
          nl: 'Een civielrechtelijk stelsel, waarbinnen het Qatar Financial Centre eigen regels en een eigen rechtbank kent, gebaseerd op common law.',
        },
        points: [
          {
            en: 'Commercial Companies Law No. 11 of 2015',
            ar: 'قانون الشركات التجارية رقم 11 لسنة 2015',
            nl: 'Wet op de handelsvennootschappen nr. 11 van 2015',
          },
          {
            en: 'Arabic is the language of courts and official filings',
            ar: 'اللغة العربية هي لغة المحاكم والمعاملات الرسمية',
            nl: 'Arabisch is de taal van de rechtbanken en officiële stukken',
          },
          {
            en: 'Personal Data Privacy Protection Law No. 13 of 2016',
            ar: 'قانون حماية خصوصية البيانات الشخصية رقم 13 لسنة 2016',
            nl: 'Wet bescherming persoonsgegevens nr. 13 van 2016',
          },
        ],
      },
      {
        country: 'netherlands',
        title: { en: 'The Netherlands', ar: 'هولندا', nl: 'Nederland' },
        description: {
          en: 'A civil law system built on the Dutch Civil Code, within the framework of European Union law.',
          ar: 'نظام قانون مدني يقوم على القانون المدني الهولندي، ضمن إطار قانون الاتحاد الأوروبي.',
          nl: 'Een civielrechtelijk stelsel gebaseerd op het Burgerlijk Wetboek, binnen het kader van het recht van de Europese Unie.',
        },
        points: [
          {
            en: 'Company law in Book 2 of the Dutch Civil Code',
            ar: 'قانون الشركات في الكتاب الثاني من القانون المدني الهولندي',
            nl: 'Ondernemingsrecht in Boek 2 van het Burgerlijk Wetboek',
          },
          {
            en: 'The Netherlands Commercial Court hears cases in English',
            ar: 'تنظر المحكمة التجارية الهولندية في القضايا باللغة الإنجليزية',
            nl: 'De Netherlands Commercial Court behandelt zaken in het Engels',
          },
          {
            en: 'The GDPR governs personal data',
            ar: 'تخضع البيانات الشخصية للائحة العامة لحماية البيانات الأوروبية',
            nl: 'De AVG regelt de verwerking van persoonsgegevens',
          },
        ],
      },
    ],
  },
  matters: {
    heading: { en: 'Common Matters We Advise On', ar: 'مسائل شائعة نقدّم فيها المشورة', nl: 'Veelvoorkomende vraagstukken' },
    intro: {
      en: 'The questions members bring to us most often.',
      ar: 'المسائل التي يطرحها علينا الأعضاء في أغلب الأحيان.',
      nl: 'De vragen die leden ons het vaakst voorleggen.',
    },
    items: [
      { en: 'Choosing a legal entity', ar: 'اختيار الكيان القانوني', nl: 'De keuze van een rechtsvorm' },
      { en: 'Foreign ownership rules', ar: 'قواعد التملك الأجنبي', nl: 'Regels voor buitenlands eigendom' },
      { en: 'Commercial agency registration', ar: 'تسجيل الوكالات التجارية', nl: 'Registratie van handelsagenturen' },
      { en: 'Employment contracts and work permits', ar: 'عقود العمل وتصاريح العمل', nl: 'Arbeidscontracten en werkvergunningen' },
      { en: 'Real estate and office leases', ar: 'العقارات وعقود إيجار المكاتب', nl: 'Vastgoed en kantoorhuur' },
      { en: 'Debt recovery', ar: 'تحصيل الديون', nl: 'Incasso van vorderingen' },
      { en: 'Public tenders', ar: 'المناقصات الحكومية', nl: 'Overheidsaanbestedingen' },
      { en: 'Cross-border data transfers', ar: 'نقل البيانات عبر الحدود', nl: 'Grensoverschrijdende gegevensoverdracht' },
    ],
  },
  credentials: {
    heading: { en: 'Why Members Trust Our Advice', ar: 'لماذا يثق الأعضاء بمشورتنا', nl: 'Waarom leden op ons advies vertrouwen' },
    items: [
      {
        icon: 'award',
        title: { en: 'Qualified in Both Systems', ar: 'مؤهلون في النظامين', nl: 'Gekwalificeerd in beide stelsels' },
        description: {
          en: 'Advisors admitted in Qatar and the Netherlands, working side by side on your matter.',
          ar: 'مستشارون مرخّصون في قطر وهولندا يعملون معًا على قضيتكم.',
          nl: 'Adviseurs die in Qatar en Nederland zijn toegelaten en samen aan uw zaak werken.',
        },
      },
      {
        icon: 'languages',
        title: { en: 'Three Working Languages', ar: 'ثلاث لغات عمل', nl: 'Drie werktalen' },
        description: {
          en: 'Advice and documents in Arabic, English and Dutch, so nothing is lost in translation.',
          ar: 'استشارات ومستندات بالعربية والإنجليزية والهولندية، فلا يضيع شيء في الترجمة.',
          nl: 'Advies en documenten in het Arabisch, Engels en Nederlands, zodat er niets verloren gaat in de vertaling.',
        },
      },
      {
        icon: 'users',
        title: { en: 'Trusted Law Firm Network', ar: 'شبكة مكاتب محاماة موثوقة', nl: 'Netwerk van vertrouwde advocatenkantoren' },
        description: {
          en: 'For litigation or specialist work we refer you to member firms we know and trust.',
          ar: 'في التقاضي أو الأعمال المتخصصة نحيلكم إلى مكاتب أعضاء نعرفها ونثق بها.',
          nl: 'Voor procedures of specialistisch werk verwijzen wij u naar aangesloten kantoren die wij kennen en vertrouwen.',
        },
      },
      {
        icon: 'lock',
        title: { en: 'Strict Confidentiality', ar: 'سرية صارمة', nl: 'Strikte vertrouwelijkheid' },
        description: {
          en: 'Every matter is conflict-checked and handled in confidence.',
          ar: 'نتحقق في كل قضية من عدم تعارض المصالح ونتعامل معها بسرية تامة.',
          nl: 'Elke zaak wordt op belangenconflicten gecontroleerd en vertrouwelijk behandeld.',
        },
      },
    ],
  },
  cta: {
    heading: {
      en: 'Get Clear Legal Answers',
      ar: 'احصلوا على إجابات قانونية واضحة',
      nl: 'Krijg heldere juridische antwoorden',
    },
    text: {
      en: 'Tell us about your question and one of our advisors will get back to you within two working days.',
      ar: 'أخبرونا بسؤالكم وسيتواصل معكم أحد مستشارينا خلال يومي عمل.',
      nl: 'Vertel ons uw vraag en een van onze adviseurs neemt binnen twee werkdagen contact met u op.',
    },
    primary: {
      label: { en: 'Contact Legal Advisory', ar: 'تواصلوا مع فريقنا القانوني', nl: 'Neem contact met ons op' },
      href: talkToLegal,
    },
  },
};
