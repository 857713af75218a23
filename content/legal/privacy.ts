import type { LegalDocument } from './legal-document';

/** Privacy policy of the chamber: what personal data the site and the membership checkout collect, why, for how long, and your rights under the GDPR. */
export const privacyPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  sections: [
    {
      heading: {
        en: 'Who is responsible for your data',
        ar: 'الجهة المسؤولة عن بياناتك',
        nl: 'Wie verantwoordelijk is voor uw gegevens',
      },
      paragraphs: [
        {
          en: 'The Qatar–Netherlands Chamber of Commerce (“the chamber”, “we”, “us”) is the controller of the personal data described in this policy. The chamber is a non-profit organization with offices in Doha and Amsterdam. This policy applies to this website and to the membership we sell through it.',
          ar: 'غرفة التجارة القطرية الهولندية («الغرفة» أو «نحن») هي المتحكم في البيانات الشخصية المذكورة في هذه السياسة. والغرفة منظمة غير ربحية لها مكتبان في الدوحة وأمستردام. وتسري هذه السياسة على هذا الموقع وعلى العضوية التي نبيعها من خلاله.',
          nl: 'De Qatarees-Nederlandse Kamer van Koophandel („de Kamer”, „wij”, „ons”) is de verwerkingsverantwoordelijke voor de persoonsgegevens die in deze verklaring worden beschreven. De Kamer is een organisatie zonder winstoogmerk met kantoren in Doha en Amsterdam. Deze verklaring geldt voor deze website en voor het lidmaatschap dat wij via deze website verkopen.',
        },
        {
          en: 'For any question about privacy, or to exercise your rights, write to privacy@qnlchamber.org. Our postal addresses are listed on the contact page.',
          ar: 'لأي استفسار يتعلق بالخصوصية، أو لممارسة حقوقكم، راسلونا على privacy@qnlchamber.org. وتجدون عناويننا البريدية في صفحة «اتصل بنا».',
          nl: 'Voor vragen over privacy of om uw rechten uit te oefenen, kunt u mailen naar privacy@qnlchamber.org. Onze postadressen vindt u op de contactpagina.',
        },
      ],
    },
    {
      heading: {
        en: 'What we collect and why',
        ar: 'البيانات التي نجمعها والغرض منها',
        nl: 'Welke gegevens wij verzamelen en waarom',
      },
      paragraphs: [
        {
          en: 'Membership checkout. When you buy a membership we ask for your first and last name, username, email address, password, country and, if you choose to give it, your phone number, together with the membership tier you select. We use these details to create your account, to activate and administer your membership and to contact you about it. Your password is never stored in readable form: we keep only an argon2id hash of it.',
          ar: 'شراء العضوية: عند شرائكم عضوية نطلب اسمكم الأول واسم العائلة واسم المستخدم وعنوان بريدكم الإلكتروني وكلمة المرور والبلد، ورقم هاتفكم إن اخترتم تقديمه، إضافة إلى فئة العضوية التي تختارونها. ونستخدم هذه البيانات لإنشاء حسابكم وتفعيل عضويتكم وإدارتها والتواصل معكم بشأنها. ولا نحفظ كلمة المرور بصيغة مقروءة مطلقًا، بل نحتفظ فقط بقيمة مجزّأة (hash) لها مولّدة بخوارزمية argon2id.',
          nl: 'Lidmaatschap afrekenen. Wanneer u een lidmaatschap koopt, vragen wij uw voor- en achternaam, gebruikersnaam, e-mailadres, wachtwoord, land en, als u dat wilt opgeven, uw telefoonnummer, samen met het lidmaatschapsniveau dat u kiest. Wij gebruiken deze gegevens om uw account aan te maken, uw lidmaatschap te activeren en te beheren en contact met u op te nemen over uw lidmaatschap. Uw wachtwoord wordt nooit leesbaar opgeslagen: wij bewaren alleen een argon2id-hash ervan.',
        },
        {
          en: 'Payments. For each payment we store the payment intent identifiers and the payment status that our payment processor returns to us, so that we can link the payment to your membership and keep proper accounts. You enter your card details directly in the payment processor’s secure form; card numbers never reach the chamber’s servers.',
          ar: 'المدفوعات: نحفظ لكل عملية دفع معرّفات نية الدفع (payment intent) وحالة الدفع التي يرسلها إلينا معالج الدفع، لنربط الدفعة بعضويتكم ونمسك حسابات سليمة. وتُدخلون بيانات بطاقتكم مباشرة في النموذج الآمن الخاص بمعالج الدفع، فلا تصل أرقام البطاقات إلى خوادم الغرفة أبدًا.',
          nl: 'Betalingen. Van elke betaling bewaren wij de kenmerken van de betaalopdracht (payment intent) en de betaalstatus die onze betaaldienstverlener aan ons doorgeeft, zodat wij de betaling aan uw lidmaatschap kunnen koppelen en een correcte administratie kunnen voeren. Uw kaartgegevens voert u rechtstreeks in het beveiligde formulier van de betaaldienstverlener in; kaartnummers komen nooit op de servers van de Kamer terecht.',
        },
        {
          en: 'Newsletters. If you subscribe to a newsletter we record your email address and the newsletter you chose. Your subscription starts only after you confirm it through the link in the email we send you (double opt-in).',
          ar: 'النشرات الإخبارية: إذا اشتركتم في إحدى نشراتنا نسجّل عنوان بريدكم الإلكتروني والنشرة التي اخترتموها. ولا يبدأ اشتراككم إلا بعد أن تؤكدوه عبر الرابط الوارد في الرسالة التي نرسلها إليكم (التأكيد المزدوج للاشتراك).',
          nl: 'Nieuwsbrieven. Als u zich aanmeldt voor een nieuwsbrief, leggen wij uw e-mailadres en de gekozen nieuwsbrief vast. Uw aanmelding gaat pas in nadat u deze hebt bevestigd via de link in de e-mail die wij u sturen (dubbele opt-in).',
        },
        {
          en: 'Server logs. When you visit the website our servers record your IP address and details of each request, such as the date and time, the page requested and your browser type. We use these logs only to keep the website secure and working, and we delete them after 30 days.',
          ar: 'سجلات الخادم: عند زيارتكم الموقع تسجّل خوادمنا عنوان IP الخاص بكم وتفاصيل كل طلب، مثل التاريخ والوقت والصفحة المطلوبة ونوع المتصفح. ونستخدم هذه السجلات لحماية الموقع وضمان عمله فقط، ونحذفها بعد 30 يومًا.',
          nl: 'Serverlogs. Wanneer u de website bezoekt, registreren onze servers uw IP-adres en gegevens over elk verzoek, zoals datum en tijd, de opgevraagde pagina en uw browsertype. Wij gebruiken deze logs uitsluitend om de website veilig en werkend te houden en verwijderen ze na 30 dagen.',
        },
        {
          en: 'We do not use your data for automated decision-making or profiling. The website is not intended for children, and we do not knowingly collect data from anyone under 16.',
          ar: 'لا نستخدم بياناتكم في اتخاذ قرارات آلية أو في التنميط. والموقع غير موجّه إلى الأطفال، ولا نجمع عن علم بيانات أي شخص دون سن 16 عامًا.',
          nl: 'Wij gebruiken uw gegevens niet voor geautomatiseerde besluitvorming of profilering. De website is niet bedoeld voor kinderen en wij verzamelen niet bewust gegevens van personen jonger dan 16 jaar.',
        },
      ],
    },
    {
      heading: {
        en: 'Legal bases for processing',
        ar: 'الأسس القانونية للمعالجة',
        nl: 'Grondslagen voor de verwerking',
      },
      paragraphs: [
        {
          en: 'We process your personal data only where the General Data Protection Regulation (GDPR) gives us a legal basis to do so:',
          ar: 'لا نعالج بياناتكم الشخصية إلا حيث تمنحنا اللائحة العامة لحماية البيانات (GDPR) أساسًا قانونيًا لذلك:',
          nl: 'Wij verwerken uw persoonsgegevens alleen wanneer de Algemene verordening gegevensbescherming (AVG) ons daarvoor een grondslag biedt:',
        },
        {
          en: 'Contract (Article 6(1)(b) GDPR): to create your account, process your payment and provide the membership you bought.',
          ar: 'تنفيذ العقد (البند (ب) من الفقرة 1 من المادة 6 من اللائحة): لإنشاء حسابكم ومعالجة دفعتكم وتقديم العضوية التي اشتريتموها.',
          nl: 'Uitvoering van een overeenkomst (artikel 6, lid 1, onder b, AVG): om uw account aan te maken, uw betaling te verwerken en het gekochte lidmaatschap te leveren.',
        },
        {
          en: 'Legal obligation (Article 6(1)(c) GDPR): to keep payment and invoice records as Dutch tax law requires.',
          ar: 'الالتزام القانوني (البند (ج) من الفقرة 1 من المادة 6 من اللائحة): للاحتفاظ بسجلات المدفوعات والفواتير وفق ما يقتضيه قانون الضرائب الهولندي.',
          nl: 'Wettelijke verplichting (artikel 6, lid 1, onder c, AVG): om betalings- en factuurgegevens te bewaren zoals de Nederlandse belastingwetgeving voorschrijft.',
        },
        {
          en: 'Consent (Article 6(1)(a) GDPR): to send you the newsletters you subscribed to. You can withdraw your consent at any time through the unsubscribe link in every newsletter; this does not affect the lawfulness of processing before the withdrawal.',
          ar: 'الموافقة (البند (أ) من الفقرة 1 من المادة 6 من اللائحة): لإرسال النشرات التي اشتركتم فيها. ويمكنكم سحب موافقتكم في أي وقت عبر رابط إلغاء الاشتراك الموجود في كل نشرة، دون أن يؤثر ذلك في مشروعية المعالجة التي تمت قبل السحب.',
          nl: 'Toestemming (artikel 6, lid 1, onder a, AVG): om u de nieuwsbrieven te sturen waarvoor u zich hebt aangemeld. U kunt uw toestemming altijd intrekken via de afmeldlink in elke nieuwsbrief; dit doet geen afbreuk aan de rechtmatigheid van de verwerking vóór de intrekking.',
        },
        {
          en: 'Legitimate interest (Article 6(1)(f) GDPR): to protect the website, our systems and our members against misuse and attacks, for which we use server logs. You may object to this processing (see “Your rights”).',
          ar: 'المصلحة المشروعة (البند (و) من الفقرة 1 من المادة 6 من اللائحة): لحماية الموقع وأنظمتنا وأعضائنا من إساءة الاستخدام والهجمات، ونستخدم لهذا الغرض سجلات الخادم. ويحق لكم الاعتراض على هذه المعالجة (انظروا «حقوقكم»).',
          nl: 'Gerechtvaardigd belang (artikel 6, lid 1, onder f, AVG): om de website, onze systemen en onze leden te beschermen tegen misbruik en aanvallen, waarvoor wij serverlogs gebruiken. U kunt bezwaar maken tegen deze verwerking (zie „Uw rechten”).',
        },
      ],
    },
    {
      heading: {
        en: 'How long we keep your data',
        ar: 'مدة الاحتفاظ بالبيانات',
        nl: 'Hoe lang wij uw gegevens bewaren',
      },
      paragraphs: [
        {
          en: 'We keep account and membership data for as long as your membership runs and for 2 years after it ends, so that we can handle follow-up questions and renewals.',
          ar: 'نحتفظ ببيانات الحساب والعضوية طوال مدة عضويتكم ولمدة سنتين بعد انتهائها، لنتمكن من الرد على الاستفسارات اللاحقة ومعالجة طلبات التجديد.',
          nl: 'Account- en lidmaatschapsgegevens bewaren wij zolang uw lidmaatschap loopt en tot 2 jaar na afloop daarvan, zodat wij vervolgvragen en verlengingen kunnen afhandelen.',
        },
        {
          en: 'Payment and invoice records are kept for 7 years, as Dutch tax law requires.',
          ar: 'نحتفظ بسجلات المدفوعات والفواتير لمدة 7 سنوات وفق ما يقتضيه قانون الضرائب الهولندي.',
          nl: 'Betalings- en factuurgegevens bewaren wij 7 jaar, zoals de Nederlandse fiscale bewaarplicht voorschrijft.',
        },
        {
          en: 'Newsletter data is kept until you unsubscribe. Server logs are deleted after 30 days.',
          ar: 'نحتفظ ببيانات النشرات الإخبارية إلى أن تُلغوا اشتراككم، ونحذف سجلات الخادم بعد 30 يومًا.',
          nl: 'Gegevens voor nieuwsbrieven bewaren wij totdat u zich afmeldt. Serverlogs worden na 30 dagen verwijderd.',
        },
        {
          en: 'When a retention period ends, we delete the data or make it permanently anonymous.',
          ar: 'عند انتهاء مدة الاحتفاظ نحذف البيانات أو نجعلها مجهولة الهوية بصورة دائمة.',
          nl: 'Na afloop van een bewaartermijn verwijderen wij de gegevens of maken wij ze blijvend anoniem.',
        },
      ],
    },
    {
      heading: {
        en: 'Who receives your data',
        ar: 'الجهات التي تتلقى بياناتك',
        nl: 'Wie uw gegevens ontvangen',
      },
      paragraphs: [
        {
          en: 'We share personal data only with the service providers we need to run the website and the membership, and only as far as they need it to do their work:',
          ar: 'لا نشارك البيانات الشخصية إلا مع مزودي الخدمات الذين نحتاج إليهم لتشغيل الموقع وإدارة العضوية، وبالقدر اللازم لأداء عملهم فقط:',
          nl: 'Wij delen persoonsgegevens alleen met de dienstverleners die wij nodig hebben om de website en het lidmaatschap te laten werken, en alleen voor zover zij die gegevens voor hun werk nodig hebben:',
        },
        {
          en: 'Stripe Payments Europe, Ltd. (Ireland), which processes card payments on our behalf. Stripe also acts as an independent controller for processing it must carry out itself, such as fraud prevention and compliance with financial regulation; Stripe’s own privacy policy applies to that processing.',
          ar: 'شركة Stripe Payments Europe, Ltd. (أيرلندا)، التي تعالج المدفوعات بالبطاقة نيابة عنا. وتعمل Stripe أيضًا بصفتها متحكمًا مستقلًا في عمليات المعالجة التي يتعين عليها إجراؤها بنفسها، مثل مكافحة الاحتيال والامتثال للأنظمة المالية، وتسري سياسة الخصوصية الخاصة بها على تلك المعالجة.',
          nl: 'Stripe Payments Europe, Ltd. (Ierland), die namens ons kaartbetalingen verwerkt. Stripe treedt daarnaast op als zelfstandige verwerkingsverantwoordelijke voor verwerkingen die zij zelf moet uitvoeren, zoals fraudepreventie en de naleving van financiële regelgeving; daarvoor geldt de privacyverklaring van Stripe.',
        },
        {
          en: 'Our hosting provider, which runs the servers and databases on which the website and member data are stored.',
          ar: 'مزود الاستضافة، الذي يشغّل الخوادم وقواعد البيانات التي يُخزَّن فيها الموقع وبيانات الأعضاء.',
          nl: 'Onze hostingprovider, die de servers en databases beheert waarop de website en de ledengegevens zijn opgeslagen.',
        },
        {
          en: 'Our email delivery provider, which sends account emails, payment receipts and newsletters on our behalf.',
          ar: 'مزود خدمة إرسال البريد الإلكتروني، الذي يرسل نيابة عنا رسائل الحساب وإيصالات الدفع والنشرات الإخبارية.',
          nl: 'Onze e-mailprovider, die namens ons accountberichten, betalingsbewijzen en nieuwsbrieven verstuurt.',
        },
        {
          en: 'Each processor works under a data processing agreement and may use your data only on our instructions. Within the chamber, only staff who need your data for their work have access to it. We disclose data to public authorities only where the law obliges us to. We never sell or rent out your personal data.',
          ar: 'يعمل كل معالج بموجب اتفاقية لمعالجة البيانات، ولا يجوز له استخدام بياناتكم إلا وفق تعليماتنا. وداخل الغرفة، لا يطّلع على بياناتكم إلا الموظفون الذين يحتاجون إليها في عملهم. ولا نفصح عن البيانات للجهات الرسمية إلا حيث يُلزمنا القانون بذلك. ولا نبيع بياناتكم الشخصية أو نؤجرها مطلقًا.',
          nl: 'Elke verwerker werkt onder een verwerkersovereenkomst en mag uw gegevens alleen volgens onze instructies gebruiken. Binnen de Kamer hebben alleen medewerkers die uw gegevens voor hun werk nodig hebben toegang. Wij verstrekken gegevens alleen aan overheidsinstanties als de wet ons daartoe verplicht. Wij verkopen of verhuren uw persoonsgegevens nooit.',
        },
      ],
    },
    {
      heading: {
        en: 'International transfers',
        ar: 'نقل البيانات إلى خارج المنطقة الاقتصادية الأوروبية',
        nl: 'Doorgifte buiten de Europese Economische Ruimte',
      },
      paragraphs: [
        {
          en: 'The chamber works from offices in the Netherlands and in Qatar, and staff in both offices may need access to member data to serve you. Qatar is outside the European Economic Area and is not covered by an adequacy decision of the European Commission.',
          ar: 'تعمل الغرفة من مكتبيها في هولندا وقطر، وقد يحتاج موظفو المكتبين إلى الاطلاع على بيانات الأعضاء لخدمتكم. وتقع قطر خارج المنطقة الاقتصادية الأوروبية، ولا يشملها قرار كفاية صادر عن المفوضية الأوروبية.',
          nl: 'De Kamer werkt vanuit kantoren in Nederland en Qatar, en medewerkers van beide kantoren kunnen toegang tot ledengegevens nodig hebben om u van dienst te zijn. Qatar ligt buiten de Europese Economische Ruimte en valt niet onder een adequaatheidsbesluit van de Europese Commissie.',
        },
        {
          en: 'Transfers between our Dutch and Qatari offices are therefore covered by the standard contractual clauses adopted by the European Commission, together with the security measures described in this policy. You can request a copy of these safeguards at privacy@qnlchamber.org.',
          ar: 'لذلك يخضع نقل البيانات بين مكتبينا في هولندا وقطر للبنود التعاقدية القياسية المعتمدة من المفوضية الأوروبية، إلى جانب تدابير الأمان الموضحة في هذه السياسة. ويمكنكم طلب نسخة من هذه الضمانات عبر privacy@qnlchamber.org.',
          nl: 'Voor de doorgifte tussen ons Nederlandse en ons Qatarese kantoor gebruiken wij daarom de door de Europese Commissie vastgestelde modelcontractbepalingen (standard contractual clauses), aangevuld met de beveiligingsmaatregelen die in deze verklaring worden beschreven. U kunt een kopie van deze waarborgen opvragen via privacy@qnlchamber.org.',
        },
        {
          en: 'If one of our service providers processes data outside the European Economic Area, we require equivalent safeguards, such as standard contractual clauses, before any transfer takes place.',
          ar: 'إذا عالج أحد مزودي خدماتنا بيانات خارج المنطقة الاقتصادية الأوروبية، فإننا نشترط توفير ضمانات مماثلة، مثل البنود التعاقدية القياسية، قبل أي نقل للبيانات.',
          nl: 'Als een van onze dienstverleners gegevens buiten de Europese Economische Ruimte verwerkt, eisen wij vooraf vergelijkbare waarborgen, zoals modelcontractbepalingen.',
        },
      ],
    },
    {
      heading: {
        en: 'Cookies and local storage',
        ar: 'ملفات تعريف الارتباط والتخزين المحلي',
        nl: 'Cookies en lokale opslag',
      },
      paragraphs: [
        {
          en: 'We use only what is strictly necessary for the website to work. We do not use analytics or advertising trackers.',
          ar: 'لا نستخدم إلا ما هو ضروري تمامًا لعمل الموقع، ولا نستخدم أي أدوات تتبّع تحليلية أو إعلانية.',
          nl: 'Wij gebruiken uitsluitend wat strikt noodzakelijk is om de website te laten werken. Wij gebruiken geen analytische of advertentietrackers.',
        },
        {
          en: 'A language preference cookie (qnlcc-lang) remembers the language you chose, so that the website opens in that language on your next visit.',
          ar: 'ملف تعريف ارتباط لتفضيل اللغة (qnlcc-lang) يتذكّر اللغة التي اخترتموها، ليفتح الموقع بها في زيارتكم التالية.',
          nl: 'Een taalvoorkeurcookie (qnlcc-lang) onthoudt de taal die u hebt gekozen, zodat de website bij uw volgende bezoek in die taal opent.',
        },
        {
          en: 'Your choice between the light and dark theme is kept in your browser’s local storage (qnlcc-theme). It stays on your device and is never sent to us.',
          ar: 'يُحفظ اختياركم بين المظهر الفاتح والمظهر الداكن في التخزين المحلي لمتصفحكم (qnlcc-theme)، ويبقى على جهازكم ولا يُرسَل إلينا أبدًا.',
          nl: 'Uw keuze tussen het lichte en het donkere thema wordt bewaard in de lokale opslag van uw browser (qnlcc-theme). Deze keuze blijft op uw apparaat en wordt nooit naar ons verzonden.',
        },
        {
          en: 'On the checkout page the payment form is provided by our payment processor, which may set its own strictly necessary cookies to secure the payment and prevent fraud.',
          ar: 'في صفحة إتمام الطلب يقدّم معالج الدفع نموذج الدفع، وقد يضع ملفات تعريف ارتباط ضرورية خاصة به لتأمين عملية الدفع ومنع الاحتيال.',
          nl: 'Op de afrekenpagina wordt het betaalformulier aangeboden door onze betaaldienstverlener, die eigen strikt noodzakelijke cookies kan plaatsen om de betaling te beveiligen en fraude te voorkomen.',
        },
        {
          en: 'Because these items are strictly necessary, they do not require your consent. You can delete them at any time in your browser settings; the website will then return to its default language and theme.',
          ar: 'لأن هذه العناصر ضرورية تمامًا، فلا يتطلب استخدامها موافقتكم. ويمكنكم حذفها في أي وقت من إعدادات متصفحكم، وعندها يعود الموقع إلى لغته ومظهره الافتراضيين.',
          nl: 'Omdat deze gegevens strikt noodzakelijk zijn, is hiervoor geen toestemming nodig. U kunt ze altijd verwijderen via de instellingen van uw browser; de website valt dan terug op de standaardtaal en het standaardthema.',
        },
      ],
    },
    {
      heading: {
        en: 'Your rights',
        ar: 'حقوقك',
        nl: 'Uw rechten',
      },
      paragraphs: [
        {
          en: 'Under the GDPR you have the right to access the personal data we hold about you, to have it rectified or erased, to restrict its processing, to receive it in a structured, machine-readable format (portability) and to object to processing based on our legitimate interests. Where we rely on your consent, you can withdraw it at any time.',
          ar: 'بموجب اللائحة العامة لحماية البيانات يحق لكم الاطلاع على البيانات الشخصية التي نحتفظ بها عنكم، وتصحيحها أو محوها، وتقييد معالجتها، والحصول عليها بصيغة منظمة قابلة للقراءة آليًا (حق نقل البيانات)، والاعتراض على المعالجة القائمة على مصالحنا المشروعة. وحيث نعتمد على موافقتكم، يمكنكم سحبها في أي وقت.',
          nl: 'Op grond van de AVG hebt u recht op inzage in de persoonsgegevens die wij over u hebben, op rectificatie en wissing daarvan, op beperking van de verwerking, op ontvangst van uw gegevens in een gestructureerde, machineleesbare vorm (overdraagbaarheid) en op bezwaar tegen verwerking op grond van ons gerechtvaardigd belang. Waar wij ons op uw toestemming baseren, kunt u die altijd intrekken.',
        },
        {
          en: 'To exercise any of these rights, email privacy@qnlchamber.org. We may ask you to confirm your identity, and we will reply within one month. Some data, such as payment records we are legally required to keep, cannot be erased before the legal retention period ends.',
          ar: 'لممارسة أي من هذه الحقوق، راسلونا على privacy@qnlchamber.org. وقد نطلب منكم تأكيد هويتكم، وسنرد عليكم خلال شهر واحد. ولا يمكن محو بعض البيانات، مثل سجلات المدفوعات التي يُلزمنا القانون بالاحتفاظ بها، قبل انقضاء مدة الاحتفاظ القانونية.',
          nl: 'Om een van deze rechten uit te oefenen, mailt u naar privacy@qnlchamber.org. Wij kunnen u vragen uw identiteit te bevestigen en reageren binnen één maand. Sommige gegevens, zoals betalingsgegevens die wij wettelijk moeten bewaren, kunnen niet worden gewist voordat de wettelijke bewaartermijn is verstreken.',
        },
        {
          en: 'If you believe we are not handling your data correctly, please tell us first so that we can put it right. You also have the right to lodge a complaint with the Dutch data protection authority, the Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), or with the supervisory authority in the country where you live or work.',
          ar: 'إذا رأيتم أننا لا نتعامل مع بياناتكم على النحو الصحيح، فنرجو أن تخبرونا أولًا لنتمكن من تصحيح الأمر. ويحق لكم أيضًا تقديم شكوى إلى هيئة حماية البيانات الهولندية (Autoriteit Persoonsgegevens) عبر موقعها autoriteitpersoonsgegevens.nl، أو إلى السلطة الرقابية في البلد الذي تقيمون أو تعملون فيه.',
          nl: 'Vindt u dat wij niet goed met uw gegevens omgaan, laat het ons dan eerst weten, zodat wij het kunnen rechtzetten. U hebt daarnaast het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl) of bij de toezichthouder in het land waar u woont of werkt.',
        },
      ],
    },
    {
      heading: {
        en: 'Security',
        ar: 'أمن البيانات',
        nl: 'Beveiliging',
      },
      paragraphs: [
        {
          en: 'We protect your data with technical and organizational measures suited to the risk. All traffic to and from the website is encrypted with HTTPS, passwords are stored only as argon2id hashes, and access to member data is limited to staff who need it.',
          ar: 'نحمي بياناتكم بتدابير تقنية وتنظيمية تتناسب مع درجة المخاطر. فجميع الاتصالات مع الموقع مشفّرة باستخدام بروتوكول HTTPS، وكلمات المرور محفوظة بصيغة مجزّأة فقط باستخدام argon2id، والوصول إلى بيانات الأعضاء مقصور على الموظفين الذين يحتاجون إليها.',
          nl: 'Wij beschermen uw gegevens met technische en organisatorische maatregelen die passen bij het risico. Al het verkeer van en naar de website is versleuteld met HTTPS, wachtwoorden worden uitsluitend als argon2id-hash opgeslagen en alleen medewerkers die ledengegevens nodig hebben, hebben er toegang toe.',
        },
        {
          en: 'Card payments are handled entirely by our payment processor, which is certified under the PCI DSS standard; the chamber never sees or stores your full card number.',
          ar: 'يتولى معالج الدفع، الحاصل على شهادة معيار PCI DSS، معالجة المدفوعات بالبطاقة بالكامل، فلا ترى الغرفة رقم بطاقتكم الكامل ولا تحتفظ به أبدًا.',
          nl: 'Kaartbetalingen worden volledig afgehandeld door onze betaaldienstverlener, die gecertificeerd is volgens de PCI DSS-norm; de Kamer ziet en bewaart uw volledige kaartnummer nooit.',
        },
        {
          en: 'If a data breach nevertheless occurs that is likely to put your rights at risk, we will notify the Autoriteit Persoonsgegevens and, where the law requires, inform you without undue delay.',
          ar: 'إذا وقع رغم ذلك خرق للبيانات يُحتمل أن يعرّض حقوقكم للخطر، فسنُخطر هيئة حماية البيانات الهولندية (Autoriteit Persoonsgegevens)، ونبلغكم دون تأخير غير مبرر حيثما يقتضي القانون ذلك.',
          nl: 'Mocht zich toch een datalek voordoen dat waarschijnlijk een risico vormt voor uw rechten, dan melden wij dit bij de Autoriteit Persoonsgegevens en informeren wij u, waar de wet dat vereist, zonder onnodige vertraging.',
        },
      ],
    },
    {
      heading: {
        en: 'Changes and contact',
        ar: 'التعديلات والتواصل معنا',
        nl: 'Wijzigingen en contact',
      },
      paragraphs: [
        {
          en: 'We may update this policy when our services or the law change. The date of the latest revision is shown on this page, and we will inform members by email of any significant change before it takes effect.',
          ar: 'قد نحدّث هذه السياسة عند تغيّر خدماتنا أو القوانين المعمول بها. ويظهر تاريخ آخر تحديث في هذه الصفحة، وسنُبلغ الأعضاء بالبريد الإلكتروني بأي تغيير جوهري قبل سريانه.',
          nl: 'Wij kunnen deze verklaring aanpassen wanneer onze dienstverlening of de wet verandert. De datum van de laatste wijziging staat op deze pagina, en leden informeren wij per e-mail over belangrijke wijzigingen voordat die ingaan.',
        },
        {
          en: 'Questions about this policy or about your personal data can be sent to privacy@qnlchamber.org. You may also write to our office in Doha or Amsterdam; the addresses are on our contact page.',
          ar: 'يمكنكم إرسال أسئلتكم حول هذه السياسة أو حول بياناتكم الشخصية إلى privacy@qnlchamber.org، أو مراسلتنا على عنوان مكتبنا في الدوحة أو أمستردام، والعناوين متاحة في صفحة «اتصل بنا».',
          nl: 'Vragen over deze verklaring of over uw persoonsgegevens kunt u sturen naar privacy@qnlchamber.org. U kunt ook schrijven naar ons kantoor in Doha of Amsterdam; de adressen vindt u op onze contactpagina.',
        },
      ],
    },
  ],
};
