import type { Localized } from '@shared/locales';
import type { AboutStat } from './overview';

export interface TimelineMilestone {
  year: string;
  title: Localized;
  description: Localized;
  /** Marks the turning points, shown with a Milestone flag. */
  highlight: boolean;
}

export const history = {
  timeline: {
    heading: { en: 'Our Journey', ar: 'مسيرتنا', nl: 'Onze reis' },
    intro: {
      en: 'Ten moments that shaped the relationship between Qatar and the Netherlands, and the chamber that serves it.',
      ar: 'عشر محطات صاغت العلاقة بين قطر وهولندا، والغرفة التي تخدمها.',
      nl: 'Tien momenten die de relatie tussen Qatar en Nederland hebben gevormd, en de Kamer die haar dient.',
    },
    items: [
      {
        year: '1905',
        highlight: false,
        title: { en: 'First Trading Links', ar: 'الروابط التجارية الأولى', nl: 'Eerste handelscontacten' },
        description: {
          en: 'Dutch trading houses active in the Gulf begin buying pearls and selling goods along the Qatari coast, laying the first commercial ties.',
          ar: 'بدأت بيوت تجارية هولندية ناشطة في الخليج بشراء اللؤلؤ وبيع البضائع على الساحل القطري، فنشأت أولى الروابط التجارية.',
          nl: 'Nederlandse handelshuizen in de Golf beginnen parels te kopen en goederen te verkopen langs de Qatarese kust: de eerste commerciële banden.',
        },
      },
      {
        year: '1970s',
        highlight: true,
        title: { en: 'Diplomatic Relations', ar: 'العلاقات الدبلوماسية', nl: 'Diplomatieke betrekkingen' },
        description: {
          en: 'Soon after Qatar’s independence, the two countries establish diplomatic relations and open the way for structured trade.',
          ar: 'بعد استقلال قطر بفترة وجيزة، أقام البلدان علاقات دبلوماسية مهدت الطريق لتجارة منظمة.',
          nl: 'Kort na de onafhankelijkheid van Qatar gaan beide landen diplomatieke betrekkingen aan, wat de weg vrijmaakt voor gestructureerde handel.',
        },
      },
      {
        year: '1995',
        highlight: false,
        title: { en: 'Energy Partnership', ar: 'الشراكة في مجال الطاقة', nl: 'Energiepartnerschap' },
        description: {
          en: 'Dutch engineering and offshore firms take part in building Qatar’s LNG industry, starting a partnership that still defines trade today.',
          ar: 'شاركت شركات هندسية وبحرية هولندية في بناء صناعة الغاز الطبيعي المسال في قطر، فبدأت شراكة لا تزال تحدد ملامح التجارة حتى اليوم.',
          nl: 'Nederlandse ingenieurs- en offshorebedrijven werken mee aan de opbouw van de Qatarese LNG-industrie: het begin van een partnerschap dat de handel nog steeds bepaalt.',
        },
      },
      {
        year: '2010',
        highlight: false,
        title: { en: 'Growing Investment', ar: 'نمو الاستثمارات', nl: 'Groeiende investeringen' },
        description: {
          en: 'Investment flows in both directions accelerate as Dutch companies open regional offices in Doha and Qatari investors look to Europe.',
          ar: 'تسارعت الاستثمارات في الاتجاهين مع افتتاح شركات هولندية مكاتب إقليمية في الدوحة وتوجه المستثمرين القطريين نحو أوروبا.',
          nl: 'Investeringen in beide richtingen nemen toe: Nederlandse bedrijven openen regionale kantoren in Doha en Qatarese investeerders richten zich op Europa.',
        },
      },
      {
        year: '2015',
        highlight: true,
        title: { en: 'Foundation of the Chamber', ar: 'تأسيس الغرفة', nl: 'Oprichting van de Kamer' },
        description: {
          en: 'Business leaders from both countries found the Qatar–Netherlands Chamber of Commerce as a non-profit with a public mandate.',
          ar: 'أسس قادة أعمال من البلدين غرفة التجارة القطرية الهولندية بوصفها مؤسسة غير ربحية ذات تفويض عام.',
          nl: 'Ondernemers uit beide landen richten de Qatarees-Nederlandse Kamer van Koophandel op als organisatie zonder winstoogmerk met een publieke opdracht.',
        },
      },
      {
        year: '2017',
        highlight: false,
        title: { en: 'Amsterdam Office Opens', ar: 'افتتاح مكتب أمستردام', nl: 'Opening kantoor Amsterdam' },
        description: {
          en: 'A second office in Amsterdam brings the chamber closer to Dutch members and leads the first joint trade mission to Doha.',
          ar: 'قرّب مكتب ثانٍ في أمستردام الغرفة من أعضائها الهولنديين، وقاد أول بعثة تجارية مشتركة إلى الدوحة.',
          nl: 'Een tweede kantoor in Amsterdam brengt de Kamer dichter bij Nederlandse leden en leidt de eerste gezamenlijke handelsmissie naar Doha.',
        },
      },
      {
        year: '2020',
        highlight: false,
        title: { en: 'Going Digital', ar: 'التحول الرقمي', nl: 'Digitale omslag' },
        description: {
          en: 'Online forums and virtual matchmaking keep members connected through the pandemic and open the network to new regions.',
          ar: 'حافظت المنتديات الإلكترونية ولقاءات المطابقة الافتراضية على تواصل الأعضاء خلال الجائحة وفتحت الشبكة أمام مناطق جديدة.',
          nl: 'Online fora en virtuele matchmaking houden leden tijdens de pandemie met elkaar verbonden en openen het netwerk voor nieuwe regio’s.',
        },
      },
      {
        year: '2022',
        highlight: true,
        title: { en: 'A Landmark Year', ar: 'عام استثنائي', nl: 'Een bijzonder jaar' },
        description: {
          en: 'Half a century of diplomatic relations and a world-class sporting year in Qatar bring record interest from Dutch companies.',
          ar: 'نصف قرن من العلاقات الدبلوماسية وعام رياضي عالمي في قطر جذبا اهتمامًا غير مسبوق من الشركات الهولندية.',
          nl: 'Een halve eeuw diplomatieke betrekkingen en een sportjaar van wereldformaat in Qatar zorgen voor recordbelangstelling van Nederlandse bedrijven.',
        },
      },
      {
        year: '2024',
        highlight: false,
        title: { en: '800 Members Strong', ar: '800 عضو', nl: '800 leden sterk' },
        description: {
          en: 'Membership passes 800 companies and a government relations office opens in The Hague.',
          ar: 'تجاوز عدد الأعضاء 800 شركة، وافتُتح مكتب للعلاقات الحكومية في لاهاي.',
          nl: 'Het ledental passeert de 800 bedrijven en in Den Haag opent een kantoor voor overheidsrelaties.',
        },
      },
      {
        year: '2025',
        highlight: true,
        title: { en: 'Strategic Partnership', ar: 'شراكة استراتيجية', nl: 'Strategisch partnerschap' },
        description: {
          en: 'With bilateral trade above €30 billion a year, the chamber launches programmes for startups and young professionals.',
          ar: 'مع تجاوز التجارة الثنائية 30 مليار يورو سنويًا، أطلقت الغرفة برامج للشركات الناشئة والمهنيين الشباب.',
          nl: 'Met een bilaterale handel van meer dan € 30 miljard per jaar start de Kamer programma’s voor startups en young professionals.',
        },
      },
    ] satisfies TimelineMilestone[],
  },
  impact: {
    heading: { en: 'Our Impact Today', ar: 'أثرنا اليوم', nl: 'Onze impact vandaag' },
    intro: {
      en: 'What more than a century of ties has grown into.',
      ar: 'ما آلت إليه روابط امتدت لأكثر من قرن.',
      nl: 'Waar meer dan een eeuw aan banden in is uitgegroeid.',
    },
    items: [
      { value: { en: '800+', ar: '800+', nl: '800+' }, label: { en: 'Member companies', ar: 'شركة عضو', nl: 'Aangesloten bedrijven' } },
      {
        value: { en: '€30B+', ar: '30+ مليار €', nl: '€30 mrd+' },
        label: { en: 'Annual bilateral trade', ar: 'حجم التجارة الثنائية السنوية', nl: 'Jaarlijkse bilaterale handel' },
      },
      { value: { en: '50+', ar: '50+', nl: '50+' }, label: { en: 'Events every year', ar: 'فعالية كل عام', nl: 'Evenementen per jaar' } },
      {
        value: { en: '15+', ar: '15+', nl: '15+' },
        label: { en: 'Sectors represented', ar: 'قطاعًا ممثلًا', nl: 'Vertegenwoordigde sectoren' },
      },
    ] satisfies AboutStat[],
  },
  closing: {
    heading: { en: 'Write the Next Chapter With Us', ar: 'اكتب الفصل القادم معنا', nl: 'Schrijf met ons het volgende hoofdstuk' },
    text: {
      en: 'Meet the people who lead the chamber today, or join the network and become part of its story.',
      ar: 'تعرّفوا على من يقودون الغرفة اليوم، أو انضمّوا إلى الغرفة وكونوا جزءًا من قصتها.',
      nl: 'Maak kennis met de mensen die de Kamer vandaag leiden, of sluit u aan bij het netwerk en word deel van het verhaal.',
    },
  },
};
