import type { Localized } from '@shared/locales';

export type AboutIcon = 'globe' | 'handshake' | 'building' | 'info' | 'lightbulb' | 'network' | 'compass' | 'clock' | 'users' | 'award';

export interface IconCard {
  icon: AboutIcon;
  title: Localized;
  text: Localized;
}

export interface SectionLink extends IconCard {
  href: string;
}

export interface AboutStat {
  value: Localized;
  label: Localized;
}

export const aboutOverview = {
  badges: [
    { icon: 'globe', label: { en: 'Global Network', ar: 'شبكة عالمية', nl: 'Wereldwijd netwerk' } },
    { icon: 'handshake', label: { en: 'Bilateral Relations', ar: 'علاقات ثنائية', nl: 'Bilaterale betrekkingen' } },
    { icon: 'building', label: { en: '800+ Members', ar: '800+ عضو', nl: '800+ leden' } },
  ] satisfies Array<{ icon: AboutIcon; label: Localized }>,
  coreValues: {
    heading: { en: 'Our Core Values', ar: 'قيمنا الأساسية', nl: 'Onze kernwaarden' },
    intro: {
      en: 'Three words describe what we do for our members every day.',
      ar: 'ثلاث كلمات تصف ما نقدمه لأعضائنا كل يوم.',
      nl: 'Drie woorden beschrijven wat wij dagelijks voor onze leden doen.',
    },
    items: [
      {
        icon: 'info',
        title: { en: 'Inform', ar: 'نُطلع', nl: 'Informeren' },
        text: {
          en: 'We share reliable market intelligence, regulations and opportunities so our members can decide with confidence.',
          ar: 'نقدّم لأعضائنا معلومات السوق الموثوقة عن اللوائح والفرص ليتخذوا قراراتهم بثقة.',
          nl: 'Wij delen betrouwbare marktinformatie, regelgeving en kansen, zodat onze leden met vertrouwen kunnen beslissen.',
        },
      },
      {
        icon: 'lightbulb',
        title: { en: 'Inspire', ar: 'نُلهم', nl: 'Inspireren' },
        text: {
          en: 'We showcase success stories and new ideas that encourage companies to look beyond their own borders.',
          ar: 'نعرض قصص النجاح والأفكار الجديدة التي تشجع الشركات على التطلع إلى ما وراء حدودها.',
          nl: 'Wij tonen succesverhalen en nieuwe ideeën die bedrijven aanmoedigen verder te kijken dan hun eigen grenzen.',
        },
      },
      {
        icon: 'network',
        title: { en: 'Connect', ar: 'نربط', nl: 'Verbinden' },
        text: {
          en: 'We bring the right people together, from first introductions to lasting partnerships between Qatar and the Netherlands.',
          ar: 'نجمع الأشخاص المناسبين، من التعارف الأول إلى الشراكات الدائمة بين قطر وهولندا.',
          nl: 'Wij brengen de juiste mensen samen, van een eerste kennismaking tot duurzame partnerschappen tussen Qatar en Nederland.',
        },
      },
    ] satisfies IconCard[],
  },
  sections: {
    heading: { en: 'Get to Know the Chamber', ar: 'تعرّفوا على الغرفة', nl: 'Maak kennis met de Kamer' },
    intro: {
      en: 'Learn what drives us, where we come from and who leads and supports our work.',
      ar: 'اكتشفوا ما يحركنا، ومن أين بدأنا، ومن يقود عملنا ويدعمه.',
      nl: 'Ontdek wat ons drijft, waar wij vandaan komen en wie ons werk leidt en steunt.',
    },
    items: [
      {
        icon: 'compass',
        href: '/about/mission-values',
        title: { en: 'Mission & Values', ar: 'الرسالة والقيم', nl: 'Missie & waarden' },
        text: {
          en: 'Our mission to inform, inspire and connect, and the five values behind it.',
          ar: 'رسالتنا في الإطلاع والإلهام والربط، والقيم الخمس التي تقوم عليها.',
          nl: 'Onze missie om te informeren, inspireren en verbinden, en de vijf waarden daarachter.',
        },
      },
      {
        icon: 'clock',
        href: '/about/history',
        title: { en: 'Our History', ar: 'تاريخنا', nl: 'Onze geschiedenis' },
        text: {
          en: 'More than a century of trade between our countries, told in ten milestones.',
          ar: 'أكثر من قرن من التجارة بين بلدينا، في عشر محطات.',
          nl: 'Meer dan een eeuw handel tussen onze landen, verteld in tien mijlpalen.',
        },
      },
      {
        icon: 'users',
        href: '/about/board',
        title: { en: 'Board of Directors', ar: 'مجلس الإدارة', nl: 'Bestuur' },
        text: {
          en: 'The leaders from Qatar and the Netherlands who guide the chamber.',
          ar: 'القادة من قطر وهولندا الذين يوجّهون مسيرة الغرفة.',
          nl: 'De leiders uit Qatar en Nederland die de Kamer aansturen.',
        },
      },
      {
        icon: 'award',
        href: '/about/premium-partners',
        title: { en: 'Premium Partners', ar: 'الشركاء المميزون', nl: 'Premium partners' },
        text: {
          en: 'The companies and institutions that support our work as premium partners.',
          ar: 'الشركات والمؤسسات التي تدعم عملنا بصفتها شركاء مميزين.',
          nl: 'De bedrijven en instellingen die ons werk als premium partner steunen.',
        },
      },
    ] satisfies SectionLink[],
  },
  stats: {
    heading: { en: 'The Chamber in Numbers', ar: 'الغرفة بالأرقام', nl: 'De Kamer in cijfers' },
    items: [
      {
        value: { en: '100+', ar: '100+', nl: '100+' },
        label: { en: 'Years of trade relations', ar: 'عام من العلاقات التجارية', nl: 'Jaar handelsbetrekkingen' },
      },
      { value: { en: '800+', ar: '800+', nl: '800+' }, label: { en: 'Member companies', ar: 'شركة عضو', nl: 'Aangesloten bedrijven' } },
      {
        value: { en: '€30B+', ar: '30+ مليار €', nl: '€30 mrd+' },
        label: { en: 'Annual bilateral trade', ar: 'حجم التجارة الثنائية السنوية', nl: 'Jaarlijkse bilaterale handel' },
      },
      { value: { en: '50+', ar: '50+', nl: '50+' }, label: { en: 'Events every year', ar: 'فعالية كل عام', nl: 'Evenementen per jaar' } },
    ] satisfies AboutStat[],
  },
  closing: {
    heading: { en: 'Be Part of the Network', ar: 'كن جزءًا من الشبكة', nl: 'Word onderdeel van het netwerk' },
    text: {
      en: 'Join 800+ companies that use the chamber to grow their business between Qatar and the Netherlands.',
      ar: 'انضمّوا إلى الغرفة مع أكثر من 800 شركة تعتمد عليها لتنمية أعمالها بين قطر وهولندا.',
      nl: 'Sluit u aan bij 800+ bedrijven die de Kamer gebruiken om hun zaken tussen Qatar en Nederland te laten groeien.',
    },
  },
};
