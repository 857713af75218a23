import type { LegalDocument } from './legal-document';

/** Terms and conditions for using the site and buying a yearly membership: payment, withdrawal, cancellation, liability and governing law. */
export const termsAndConditions: LegalDocument = {
  lastUpdated: '2026-11-22',
  sections: [
    {
      heading: {
        en: 'Who we are',
        ar: 'من نحن',
        nl: 'Wie wij zijn',
      },
      paragraphs: [
        {
          en: 'This website is operated by the Qatar–Netherlands Chamber of Commerce (“the chamber”, “we”, “us”), a non-profit organization with a public mandate to promote trade, diplomacy and innovation between Qatar and the Netherlands, with offices in Doha and Amsterdam.',
          ar: 'تدير هذا الموقع غرفة التجارة القطرية الهولندية («الغرفة» أو «نحن»)، وهي منظمة غير ربحية ذات تفويض عام لتعزيز التجارة والدبلوماسية والابتكار بين قطر وهولندا، ولها مكتبان في الدوحة وأمستردام.',
          nl: 'Deze website wordt beheerd door de Qatarees-Nederlandse Kamer van Koophandel („de Kamer”, „wij”, „ons”), een organisatie zonder winstoogmerk met een publieke opdracht om handel, diplomatie en innovatie tussen Qatar en Nederland te bevorderen, met kantoren in Doha en Amsterdam.',
        },
        {
          en: 'These terms apply to every visit to this website and to every membership bought through it. By using the website or completing a purchase, you accept these terms.',
          ar: 'تسري هذه الشروط على كل زيارة لهذا الموقع وعلى كل عضوية تُشترى من خلاله، ويُعدّ استخدامكم الموقع أو إتمامكم عملية الشراء قبولًا لها.',
          nl: 'Deze voorwaarden gelden voor elk bezoek aan deze website en voor elk lidmaatschap dat via de website wordt gekocht. Door de website te gebruiken of een aankoop af te ronden, aanvaardt u deze voorwaarden.',
        },
        {
          en: '“You” means the person who uses the website or buys a membership and, where that person buys on behalf of an organization, that organization as well. A “consumer” is a natural person acting for purposes outside their trade, business or profession.',
          ar: 'يُقصد بعبارة «أنت» الشخص الذي يستخدم الموقع أو يشتري العضوية، وكذلك المؤسسة التي يشتري باسمها إن وُجدت. ويُقصد بـ«المستهلك» الشخص الطبيعي الذي يتصرف لأغراض لا تتعلق بتجارته أو عمله أو مهنته.',
          nl: 'Met „u” bedoelen wij de persoon die de website gebruikt of een lidmaatschap koopt en, als die persoon namens een organisatie koopt, ook die organisatie. Een „consument” is een natuurlijk persoon die handelt voor doeleinden buiten zijn bedrijfs- of beroepsactiviteit.',
        },
      ],
    },
    {
      heading: {
        en: 'Membership',
        ar: 'العضوية',
        nl: 'Lidmaatschap',
      },
      paragraphs: [
        {
          en: 'A membership runs for one year. It becomes active on the date your payment succeeds and stays active for 12 months from that date.',
          ar: 'مدة العضوية سنة واحدة، وتبدأ من تاريخ نجاح عملية الدفع وتظل سارية لمدة 12 شهرًا من ذلك التاريخ.',
          nl: 'Een lidmaatschap loopt één jaar. Het wordt actief op de datum waarop uw betaling is geslaagd en blijft vanaf die datum 12 maanden actief.',
        },
        {
          en: 'Membership fees are yearly prices in euro, as shown for each tier on the membership and checkout pages. The price that applies to your purchase is the price shown on the checkout page when you pay; it is set by us and cannot be changed by the buyer.',
          ar: 'رسوم العضوية أسعار سنوية باليورو، على النحو المعروض لكل فئة في صفحتي العضوية والدفع. والسعر الذي يسري على عملية شرائكم هو السعر المعروض في صفحة الدفع وقت الدفع، وهو سعر نحدده نحن ولا يملك المشتري تعديله.',
          nl: 'Lidmaatschapsbijdragen zijn jaarprijzen in euro, zoals per niveau weergegeven op de lidmaatschaps- en de afrekenpagina. Voor uw aankoop geldt de prijs die op de afrekenpagina staat op het moment dat u betaalt; deze prijs wordt door ons vastgesteld en kan niet door de koper worden gewijzigd.',
        },
        {
          en: 'The benefits of each tier are those described on our website at the time of purchase. Where a membership option has eligibility conditions, such as the founding date of a company or the age of a member, we may ask for reasonable evidence that you meet them.',
          ar: 'مزايا كل فئة هي تلك الموضحة على موقعنا وقت الشراء. وحيث يكون لخيار العضوية شروط أهلية، مثل تاريخ تأسيس الشركة أو عمر العضو، فقد نطلب منكم دليلًا معقولًا على استيفائها.',
          nl: 'De voordelen van elk niveau zijn de voordelen die op het moment van aankoop op onze website worden beschreven. Als voor een lidmaatschapsvorm voorwaarden gelden, zoals de oprichtingsdatum van een bedrijf of de leeftijd van een lid, kunnen wij u vragen redelijk bewijs te leveren dat u daaraan voldoet.',
        },
        {
          en: 'A membership belongs to the person or organization named at checkout and cannot be transferred to anyone else without our written consent.',
          ar: 'العضوية خاصة بالشخص أو المؤسسة المذكورة عند إتمام الطلب، ولا يجوز نقلها إلى أي طرف آخر دون موافقة خطية منا.',
          nl: 'Een lidmaatschap is verbonden aan de persoon of organisatie die bij het afrekenen is opgegeven en kan niet zonder onze schriftelijke toestemming aan een ander worden overgedragen.',
        },
      ],
    },
    {
      heading: {
        en: 'Your account',
        ar: 'حسابك',
        nl: 'Uw account',
      },
      paragraphs: [
        {
          en: 'When you buy a membership, you create an account at checkout with a username, email address and password. You must give accurate and complete information and keep it up to date.',
          ar: 'عند شرائكم عضوية تُنشئون حسابًا أثناء الدفع يتضمن اسم المستخدم وعنوان البريد الإلكتروني وكلمة المرور. ويجب أن تقدّموا معلومات صحيحة وكاملة وأن تحرصوا على تحديثها.',
          nl: 'Wanneer u een lidmaatschap koopt, maakt u bij het afrekenen een account aan met een gebruikersnaam, e-mailadres en wachtwoord. U bent verplicht juiste en volledige gegevens te verstrekken en deze actueel te houden.',
        },
        {
          en: 'Keep your password secret and do not share your account. You are responsible for activity under your account; if you suspect that someone else has access to it, tell us immediately at info@qnlchamber.org.',
          ar: 'احتفظوا بكلمة المرور سرية ولا تشاركوا حسابكم مع غيركم. وأنتم مسؤولون عن النشاط الذي يجري من خلال حسابكم، وإذا اشتبهتم في أن شخصًا آخر تمكّن من الوصول إليه فأبلغونا فورًا على info@qnlchamber.org.',
          nl: 'Houd uw wachtwoord geheim en deel uw account niet met anderen. U bent verantwoordelijk voor wat er via uw account gebeurt; vermoedt u dat iemand anders toegang heeft, meld dit dan direct via info@qnlchamber.org.',
        },
        {
          en: 'We may suspend or close an account that was created with false information or is used in breach of these terms. Where possible, we will tell you first and give you the opportunity to respond.',
          ar: 'يجوز لنا تعليق أي حساب أو إغلاقه إذا أُنشئ بمعلومات غير صحيحة أو استُخدم بما يخالف هذه الشروط، وسنُبلغكم مسبقًا متى أمكن ذلك ونمنحكم فرصة للرد.',
          nl: 'Wij kunnen een account opschorten of sluiten als het met onjuiste gegevens is aangemaakt of in strijd met deze voorwaarden wordt gebruikt. Waar mogelijk laten wij u dat eerst weten en krijgt u de gelegenheid te reageren.',
        },
      ],
    },
    {
      heading: {
        en: 'Payment',
        ar: 'الدفع',
        nl: 'Betaling',
      },
      paragraphs: [
        {
          en: 'You pay by card through our payment processor, Stripe. You enter your card details directly with the processor; the chamber does not store them.',
          ar: 'يتم الدفع بالبطاقة عبر معالج الدفع المعتمد لدينا، Stripe. وتُدخلون بيانات بطاقتكم مباشرة لدى معالج الدفع، ولا تحتفظ بها الغرفة.',
          nl: 'U betaalt per kaart via onze betaaldienstverlener Stripe. Uw kaartgegevens voert u rechtstreeks bij de betaaldienstverlener in; de Kamer slaat ze niet op.',
        },
        {
          en: 'The membership fee is charged once per membership year, at the moment you complete checkout. A membership does not renew automatically: we will never charge your card again without a new purchase by you.',
          ar: 'تُحصَّل رسوم العضوية مرة واحدة عن كل سنة عضوية، عند إتمامكم الدفع. ولا تتجدد العضوية تلقائيًا، فلن نخصم أي مبلغ آخر من بطاقتكم ما لم تُجروا عملية شراء جديدة.',
          nl: 'De lidmaatschapsbijdrage wordt eenmaal per lidmaatschapsjaar in rekening gebracht, op het moment dat u de bestelling afrondt. Een lidmaatschap wordt niet automatisch verlengd: wij belasten uw kaart nooit opnieuw zonder een nieuwe aankoop van uw kant.',
        },
        {
          en: 'Your membership is activated only after the payment has succeeded. If a payment fails or is still being processed, the membership does not become active until the payment succeeds.',
          ar: 'لا تُفعَّل عضويتكم إلا بعد نجاح عملية الدفع. وإذا فشلت عملية الدفع أو كانت لا تزال قيد المعالجة، فلا تصبح العضوية سارية حتى تنجح عملية الدفع.',
          nl: 'Uw lidmaatschap wordt pas geactiveerd nadat de betaling is geslaagd. Mislukt een betaling of wordt deze nog verwerkt, dan wordt het lidmaatschap pas actief zodra de betaling slaagt.',
        },
        {
          en: 'After a successful payment you receive a receipt by email at the address you gave at checkout.',
          ar: 'بعد نجاح الدفع يصلكم إيصال الدفع بالبريد الإلكتروني على العنوان الذي قدّمتموه عند الدفع.',
          nl: 'Na een geslaagde betaling ontvangt u een betalingsbewijs per e-mail op het adres dat u bij het afrekenen hebt opgegeven.',
        },
      ],
    },
    {
      heading: {
        en: 'Cancellation and refunds',
        ar: 'الإلغاء واسترداد المبالغ',
        nl: 'Herroeping, opzegging en terugbetaling',
      },
      paragraphs: [
        {
          en: 'If you are a consumer, you may withdraw from your membership within 14 days of the day your payment succeeded, without giving a reason. To do so, send a clear statement to that effect to info@qnlchamber.org within that period. We will refund the amount you paid within 14 days of receiving your notice, using the same payment method.',
          ar: 'إذا كنتم مستهلكين، يحق لكم الانسحاب من العضوية خلال 14 يومًا من يوم نجاح عملية الدفع دون إبداء أسباب. ولممارسة هذا الحق، أرسلوا إلينا بيانًا واضحًا بذلك على info@qnlchamber.org خلال هذه المدة، وسنردّ إليكم المبلغ المدفوع خلال 14 يومًا من تسلّم إشعاركم، باستخدام وسيلة الدفع نفسها.',
          nl: 'Bent u consument, dan kunt u het lidmaatschap binnen 14 dagen na de dag waarop uw betaling is geslaagd zonder opgave van redenen herroepen. Stuur daarvoor binnen die termijn een ondubbelzinnige verklaring naar info@qnlchamber.org. Wij betalen het door u betaalde bedrag binnen 14 dagen na ontvangst van uw verklaring terug via dezelfde betaalmethode.',
        },
        {
          en: 'If you bought the membership as a business, you may cancel it at any time by email to info@qnlchamber.org. Your membership then stays active until the end of the period you have paid for. We do not give pro-rata refunds for the remaining period, except where the law requires it.',
          ar: 'إذا اشتريتم العضوية بصفتكم جهة تجارية، يمكنكم إلغاؤها في أي وقت بإرسال بريد إلكتروني إلى info@qnlchamber.org، وتظل عضويتكم سارية حتى نهاية المدة المدفوعة. ولا نرد أي مبالغ تناسبية عن المدة المتبقية، إلا حيث يقتضي القانون ذلك.',
          nl: 'Hebt u het lidmaatschap als bedrijf gekocht, dan kunt u het op elk moment opzeggen per e-mail aan info@qnlchamber.org. Uw lidmaatschap blijft dan actief tot het einde van de periode waarvoor u hebt betaald. Voor de resterende periode vindt geen terugbetaling naar rato plaats, behalve als de wet dat voorschrijft.',
        },
        {
          en: 'Because memberships do not renew automatically, a membership simply ends at the close of its 12-month period unless you buy a new one.',
          ar: 'لأن العضوية لا تتجدد تلقائيًا، فإنها تنتهي ببساطة بانقضاء مدتها البالغة 12 شهرًا ما لم تشترِ عضوية جديدة.',
          nl: 'Omdat lidmaatschappen niet automatisch worden verlengd, eindigt een lidmaatschap vanzelf na afloop van de periode van 12 maanden, tenzij u een nieuw lidmaatschap koopt.',
        },
      ],
    },
    {
      heading: {
        en: 'Use of the website and its content',
        ar: 'استخدام الموقع ومحتواه',
        nl: 'Gebruik van de website en de inhoud',
      },
      paragraphs: [
        {
          en: 'The information on this website, including market information, publications, news and service descriptions, is provided for general information only. It is not legal, tax, financial or investment advice, and you should consult a qualified adviser before acting on it.',
          ar: 'تُقدَّم المعلومات الواردة في هذا الموقع، بما فيها معلومات السوق والمنشورات والأخبار وأوصاف الخدمات، لأغراض إعلامية عامة فقط، ولا تُعد استشارة قانونية أو ضريبية أو مالية أو استثمارية، وينبغي لكم استشارة مختص مؤهل قبل اتخاذ أي إجراء بناءً عليها.',
          nl: 'De informatie op deze website, waaronder marktinformatie, publicaties, nieuws en beschrijvingen van diensten, is uitsluitend bedoeld als algemene informatie. Zij vormt geen juridisch, fiscaal, financieel of beleggingsadvies; raadpleeg een gekwalificeerde adviseur voordat u op basis daarvan handelt.',
        },
        {
          en: 'Figures such as trade volumes, growth rates and member numbers are indicative. They are based on sources we consider reliable, but they may be rounded, estimated or out of date.',
          ar: 'الأرقام الواردة، مثل أحجام التجارة ومعدلات النمو وأعداد الأعضاء، أرقام استرشادية. وهي مستندة إلى مصادر نعدّها موثوقة، لكنها قد تكون مقرّبة أو تقديرية أو غير محدّثة.',
          nl: 'Cijfers zoals handelsvolumes, groeipercentages en ledenaantallen zijn indicatief. Zij zijn gebaseerd op bronnen die wij betrouwbaar achten, maar kunnen afgerond, geschat of verouderd zijn.',
        },
        {
          en: 'All content on this website belongs to the chamber or its licensors. You may view, download and print it for your own use; any other reuse requires our prior written permission.',
          ar: 'جميع محتويات هذا الموقع مملوكة للغرفة أو للجهات المرخِّصة لها. ويجوز لكم عرضها وتنزيلها وطباعتها لاستخدامكم الخاص، أما أي إعادة استخدام أخرى فتتطلب إذنًا خطيًا مسبقًا منا.',
          nl: 'Alle inhoud van deze website is eigendom van de Kamer of haar licentiegevers. U mag de inhoud bekijken, downloaden en afdrukken voor eigen gebruik; voor elk ander hergebruik is vooraf onze schriftelijke toestemming nodig.',
        },
        {
          en: 'You may not use the website in a way that disrupts it, attempts to gain unauthorized access to it or breaks the law. Links to third-party websites are provided for convenience; we are not responsible for their content.',
          ar: 'لا يجوز لكم استخدام الموقع بطريقة تعطّل عمله أو تحاول الوصول إليه دون تصريح أو تخالف القانون. ونوفّر الروابط إلى مواقع الغير للتيسير فقط، ولا نتحمل المسؤولية عن محتواها.',
          nl: 'U mag de website niet gebruiken op een manier die de werking verstoort, die probeert zich onbevoegd toegang te verschaffen of die in strijd is met de wet. Links naar websites van derden bieden wij voor uw gemak aan; voor de inhoud daarvan zijn wij niet verantwoordelijk.',
        },
      ],
    },
    {
      heading: {
        en: 'Liability',
        ar: 'المسؤولية',
        nl: 'Aansprakelijkheid',
      },
      paragraphs: [
        {
          en: 'We take care to keep the website available and its information accurate, but we cannot guarantee that it will always be uninterrupted, error-free or complete.',
          ar: 'نحرص على إبقاء الموقع متاحًا ومعلوماته دقيقة، لكننا لا نضمن أن يعمل دائمًا دون انقطاع أو أخطاء أو أن تكون معلوماته كاملة.',
          nl: 'Wij doen ons best om de website beschikbaar en de informatie juist te houden, maar wij kunnen niet garanderen dat de website altijd ononderbroken, foutloos of volledig is.',
        },
        {
          en: 'To the extent the law allows, our total liability in connection with a membership is limited to the membership fee you paid for the current membership year. Towards business members we are not liable for indirect or consequential loss, such as lost profit or lost business opportunities.',
          ar: 'في الحدود التي يسمح بها القانون، تقتصر مسؤوليتنا الإجمالية فيما يتعلق بالعضوية على رسوم العضوية التي دفعتها عن سنة العضوية الجارية. ولا نتحمل تجاه الأعضاء من الجهات التجارية المسؤولية عن الأضرار غير المباشرة أو التبعية، مثل الأرباح الفائتة أو فرص الأعمال الضائعة.',
          nl: 'Voor zover de wet dat toestaat, is onze totale aansprakelijkheid in verband met een lidmaatschap beperkt tot de lidmaatschapsbijdrage die u voor het lopende lidmaatschapsjaar hebt betaald. Tegenover zakelijke leden zijn wij niet aansprakelijk voor indirecte schade of gevolgschade, zoals gederfde winst of gemiste zakelijke kansen.',
        },
        {
          en: 'These limitations do not apply where the damage is caused by our intent or gross negligence, and they do not affect any rights consumers have under mandatory law.',
          ar: 'لا تسري هذه القيود إذا نتج الضرر عن تعمّد أو إهمال جسيم من جانبنا، ولا تمس أي حقوق يكفلها القانون الإلزامي للمستهلكين.',
          nl: 'Deze beperkingen gelden niet als de schade is veroorzaakt door opzet of bewuste roekeloosheid van onze kant, en zij doen geen afbreuk aan de rechten die consumenten aan dwingend recht ontlenen.',
        },
      ],
    },
    {
      heading: {
        en: 'Changes to these terms',
        ar: 'تعديل هذه الشروط',
        nl: 'Wijziging van deze voorwaarden',
      },
      paragraphs: [
        {
          en: 'We may change these terms from time to time. The new version is published on this page with a new date and applies from that date.',
          ar: 'يجوز لنا تعديل هذه الشروط من وقت لآخر. وتُنشر النسخة الجديدة في هذه الصفحة بتاريخ جديد، وتسري اعتبارًا من ذلك التاريخ.',
          nl: 'Wij kunnen deze voorwaarden van tijd tot tijd wijzigen. De nieuwe versie wordt met een nieuwe datum op deze pagina gepubliceerd en geldt vanaf die datum.',
        },
        {
          en: 'Changes do not apply to a membership year you have already paid for, unless they are required by law or are to your advantage. We will inform members of significant changes by email before they take effect.',
          ar: 'لا تسري التعديلات على سنة عضوية سبق أن دفعتم رسومها، ما لم يقتضها القانون أو تكن في مصلحتكم. وسنُبلغ الأعضاء بالتعديلات الجوهرية بالبريد الإلكتروني قبل سريانها.',
          nl: 'Wijzigingen gelden niet voor een lidmaatschapsjaar dat u al hebt betaald, tenzij de wet ze voorschrijft of ze in uw voordeel zijn. Over belangrijke wijzigingen informeren wij leden per e-mail voordat ze ingaan.',
        },
      ],
    },
    {
      heading: {
        en: 'Governing law and disputes',
        ar: 'القانون الواجب التطبيق وتسوية النزاعات',
        nl: 'Toepasselijk recht en geschillen',
      },
      paragraphs: [
        {
          en: 'These terms and every membership are governed by Dutch law. Disputes will be submitted to the competent court in Amsterdam.',
          ar: 'تخضع هذه الشروط وكل عضوية للقانون الهولندي، وتُحال النزاعات إلى المحكمة المختصة في أمستردام.',
          nl: 'Op deze voorwaarden en op elk lidmaatschap is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter in Amsterdam.',
        },
        {
          en: 'If you are a consumer, this choice of law and court does not deprive you of the protection of the mandatory rules of the country where you live, including rules that allow you to bring proceedings, or require us to bring proceedings against you, before the courts there.',
          ar: 'إذا كنتم مستهلكين، فإن هذا الاختيار للقانون والمحكمة لا يحرمكم من الحماية التي توفرها القواعد الإلزامية في البلد الذي تقيمون فيه، بما في ذلك القواعد التي تتيح لكم رفع دعواكم أمام محاكم ذلك البلد، أو تُلزمنا برفع أي دعوى ضدكم أمامها.',
          nl: 'Bent u consument, dan ontneemt deze keuze voor recht en rechter u niet de bescherming van de dwingende regels van het land waar u woont, waaronder regels die u toestaan een procedure te starten bij de rechter in dat land, of die ons verplichten een procedure tegen u daar aanhangig te maken.',
        },
        {
          en: 'We encourage you to contact us first; most questions can be resolved quickly and informally.',
          ar: 'نشجعكم على التواصل معنا أولًا، إذ يمكن حل معظم المسائل بسرعة وبصورة ودية.',
          nl: 'Wij raden u aan eerst contact met ons op te nemen; de meeste vragen zijn snel en in goed overleg op te lossen.',
        },
      ],
    },
    {
      heading: {
        en: 'Contact',
        ar: 'التواصل معنا',
        nl: 'Contact',
      },
      paragraphs: [
        {
          en: 'For questions about these terms, your membership or a payment, email info@qnlchamber.org. For membership matters you can also write to membership@qnlchamber.org.',
          ar: 'لأي أسئلة حول هذه الشروط أو عضويتكم أو عملية دفع، راسلونا على info@qnlchamber.org. ويمكنكم أيضًا التواصل بشأن شؤون العضوية عبر membership@qnlchamber.org.',
          nl: 'Voor vragen over deze voorwaarden, uw lidmaatschap of een betaling kunt u mailen naar info@qnlchamber.org. Voor lidmaatschapszaken kunt u ook terecht bij membership@qnlchamber.org.',
        },
        {
          en: 'The addresses and business hours of our offices in Doha and Amsterdam are listed on our contact page.',
          ar: 'تجدون عناوين مكتبينا في الدوحة وأمستردام وساعات العمل فيهما في صفحة «اتصل بنا».',
          nl: 'De adressen en openingstijden van onze kantoren in Doha en Amsterdam vindt u op onze contactpagina.',
        },
      ],
    },
  ],
};
