import type { Localized } from '@shared/locales';
import type { CallToActionContent, LinkContent, StatisticContent } from './content-types';

export interface SectorShare {
  sector: Localized;
  /** Percentage of bilateral trade, 0-100. */
  share: number;
}

export type ConnectionIcon = 'energy' | 'port' | 'food' | 'finance';

export interface BusinessConnection {
  icon: ConnectionIcon;
  title: Localized;
  description: Localized;
}

export interface EconomicFact {
  label: Localized;
  value: Localized;
}

export interface CountryHighlights {
  country: 'qatar' | 'netherlands';
  name: Localized;
  summary: Localized;
  facts: EconomicFact[];
}

export interface MarketOverview {
  statistics: { heading: Localized; intro: Localized; items: StatisticContent[] };
  sectors: { heading: Localized; intro: Localized; chartLabel: Localized; source: Localized; shares: SectorShare[] };
  connections: { heading: Localized; intro: Localized; items: BusinessConnection[]; membersLink: LinkContent };
  highlights: { heading: Localized; intro: Localized; countries: CountryHighlights[] };
  callToAction: CallToActionContent;
}

export const marketOverview: MarketOverview = {
  statistics: {
    heading: { en: 'Trade at a Glance', ar: 'التجارة في لمحة', nl: 'Handel in één oogopslag' },
    intro: {
      en: 'The headline figures of the economic relationship between Qatar and the Netherlands.',
      ar: 'أبرز أرقام العلاقة الاقتصادية بين قطر وهولندا.',
      nl: 'De belangrijkste cijfers van de economische relatie tussen Qatar en Nederland.',
    },
    items: [
      {
        value: { en: '€32.4B', ar: '32.4 مليار €', nl: '€32,4 mrd' },
        label: { en: 'Bilateral trade in 2023', ar: 'التبادل التجاري الثنائي في عام 2023', nl: 'Bilaterale handel in 2023' },
        description: { en: 'Goods and services combined', ar: 'السلع والخدمات مجتمعة', nl: 'Goederen en diensten samen' },
      },
      {
        value: { en: '25%', ar: '25%', nl: '25%' },
        label: { en: 'Yearly trade growth', ar: 'النمو السنوي للتجارة', nl: 'Jaarlijkse handelsgroei' },
        description: { en: 'Across our focus sectors', ar: 'في القطاعات ذات الأولوية', nl: 'In onze focussectoren' },
      },
      {
        value: { en: '€8B+', ar: '8+ مليارات €', nl: '€8 mrd+' },
        label: { en: 'Dutch investment', ar: 'الاستثمارات الهولندية', nl: 'Nederlandse investeringen' },
        description: { en: 'In Qatar since 2020', ar: 'في قطر منذ عام 2020', nl: 'In Qatar sinds 2020' },
      },
      {
        value: { en: '200+', ar: '200+', nl: '200+' },
        label: { en: 'Partnerships facilitated', ar: 'شراكة تم تيسيرها', nl: 'Partnerschappen tot stand gebracht' },
        description: { en: 'By the chamber and its members', ar: 'عبر الغرفة وأعضائها', nl: 'Door de Kamer en haar leden' },
      },
    ],
  },
  sectors: {
    heading: { en: 'Trade by Sector', ar: 'التجارة حسب القطاع', nl: 'Handel per sector' },
    intro: {
      en: 'Energy leads, but chemicals, machinery, food and logistics make up more than half of the trade.',
      ar: 'يتصدر قطاع الطاقة، لكن الكيماويات والآلات والأغذية والخدمات اللوجستية تشكّل أكثر من نصف التبادل التجاري.',
      nl: 'Energie voert de boventoon, maar chemie, machines, voedsel en logistiek zijn samen goed voor meer dan de helft van de handel.',
    },
    chartLabel: {
      en: 'Share of bilateral trade by sector, 2023',
      ar: 'حصة كل قطاع من التبادل التجاري الثنائي، 2023',
      nl: 'Aandeel in de bilaterale handel per sector, 2023',
    },
    source: {
      en: 'Chamber estimate based on national trade statistics.',
      ar: 'تقديرات الغرفة استنادًا إلى إحصاءات التجارة الوطنية.',
      nl: 'Schatting van de Kamer op basis van nationale handelsstatistieken.',
    },
    shares: [
      { sector: { en: 'Energy & LNG', ar: 'الطاقة والغاز الطبيعي المسال', nl: 'Energie & lng' }, share: 45 },
      { sector: { en: 'Chemicals & plastics', ar: 'الكيماويات واللدائن', nl: 'Chemie & kunststoffen' }, share: 17 },
      { sector: { en: 'Machinery & equipment', ar: 'الآلات والمعدات', nl: 'Machines & apparatuur' }, share: 13 },
      { sector: { en: 'Agriculture & food', ar: 'الزراعة والأغذية', nl: 'Landbouw & voedsel' }, share: 10 },
      { sector: { en: 'Logistics & services', ar: 'الخدمات اللوجستية والخدمات', nl: 'Logistiek & diensten' }, share: 9 },
      { sector: { en: 'Other', ar: 'أخرى', nl: 'Overig' }, share: 6 },
    ],
  },
  connections: {
    heading: { en: 'Business Connections', ar: 'الروابط التجارية', nl: 'Zakelijke verbindingen' },
    intro: {
      en: 'Where the two economies meet, and where companies from both countries work together every day.',
      ar: 'حيث يلتقي الاقتصادان، وحيث تعمل شركات من البلدين معًا كل يوم.',
      nl: 'Waar de twee economieën elkaar raken en waar bedrijven uit beide landen dagelijks samenwerken.',
    },
    items: [
      {
        icon: 'energy',
        title: { en: 'Energy partnership', ar: 'الشراكة في مجال الطاقة', nl: 'Energiepartnerschap' },
        description: {
          en: 'Qatari LNG helps secure Europe’s energy supply, while Dutch firms bring offshore engineering and energy transition know-how.',
          ar: 'يسهم الغاز الطبيعي المسال القطري في تأمين إمدادات الطاقة لأوروبا، بينما تقدّم الشركات الهولندية خبراتها في الهندسة البحرية وتحول الطاقة.',
          nl: 'Qatarees lng draagt bij aan de Europese energievoorziening, terwijl Nederlandse bedrijven offshore-engineering en kennis van de energietransitie inbrengen.',
        },
      },
      {
        icon: 'port',
        title: { en: 'Gateway to Europe and the Gulf', ar: 'بوابة إلى أوروبا والخليج', nl: 'Toegangspoort tot Europa en de Golf' },
        description: {
          en: 'Rotterdam and Hamad Port link two logistics hubs, giving companies in each country a base to serve a whole region.',
          ar: 'يربط ميناءا روتردام وحمد بين مركزين لوجستيين، مما يمنح الشركات في كل بلد قاعدة لخدمة منطقة بأكملها.',
          nl: 'Rotterdam en Hamad Port verbinden twee logistieke knooppunten en bieden bedrijven in beide landen een uitvalsbasis voor een hele regio.',
        },
      },
      {
        icon: 'food',
        title: { en: 'Food security', ar: 'الأمن الغذائي', nl: 'Voedselzekerheid' },
        description: {
          en: 'Dutch greenhouse, dairy and water technology supports Qatar’s goal of producing more of its own food.',
          ar: 'تدعم التقنيات الهولندية في البيوت المحمية والألبان والمياه هدف قطر في إنتاج مزيد من غذائها محليًا.',
          nl: 'Nederlandse kas-, zuivel- en watertechnologie ondersteunt het doel van Qatar om meer van zijn eigen voedsel te produceren.',
        },
      },
      {
        icon: 'finance',
        title: { en: 'Investment and finance', ar: 'الاستثمار والتمويل', nl: 'Investeringen en financiering' },
        description: {
          en: 'Qatari investors are active in Dutch real estate and technology, and Dutch banks and fintechs are growing in Doha.',
          ar: 'ينشط المستثمرون القطريون في قطاعي العقارات والتكنولوجيا في هولندا، بينما يتنامى حضور البنوك وشركات التقنية المالية الهولندية في الدوحة.',
          nl: 'Qatarese investeerders zijn actief in Nederlands vastgoed en technologie, en Nederlandse banken en fintechs groeien in Doha.',
        },
      },
    ],
    membersLink: {
      label: { en: 'Meet Our Members', ar: 'تعرّفوا على أعضائنا', nl: 'Maak kennis met onze leden' },
      href: '/services/member-services',
    },
  },
  highlights: {
    heading: { en: 'Economic Highlights', ar: 'أبرز المؤشرات الاقتصادية', nl: 'Economische hoogtepunten' },
    intro: {
      en: 'Two open economies with very different tax systems and complementary strengths.',
      ar: 'اقتصادان منفتحان بنظامين ضريبيين مختلفين تمامًا ونقاط قوة متكاملة.',
      nl: 'Twee open economieën met zeer verschillende belastingstelsels en elkaar aanvullende sterke punten.',
    },
    countries: [
      {
        country: 'qatar',
        name: { en: 'Qatar', ar: 'قطر', nl: 'Qatar' },
        summary: {
          en: 'One of the world’s leading LNG exporters, investing in diversification under Qatar National Vision 2030.',
          ar: 'من أكبر مصدّري الغاز الطبيعي المسال في العالم، وتستثمر في التنويع الاقتصادي في إطار رؤية قطر الوطنية 2030.',
          nl: 'Een van ’s werelds grootste lng-exporteurs, die investeert in diversificatie in het kader van Qatar National Vision 2030.',
        },
        facts: [
          { label: { en: 'Corporate tax', ar: 'ضريبة الشركات', nl: 'Vennootschapsbelasting' }, value: { en: '10%', ar: '10%', nl: '10%' } },
          {
            label: { en: 'Personal income tax', ar: 'ضريبة الدخل الشخصي', nl: 'Inkomstenbelasting' },
            value: { en: '0%', ar: '0%', nl: '0%' },
          },
          { label: { en: 'VAT', ar: 'ضريبة القيمة المضافة', nl: 'Btw' }, value: { en: '0%', ar: '0%', nl: '0%' } },
          {
            label: { en: 'Strategic plan', ar: 'الخطة الاستراتيجية', nl: 'Strategisch plan' },
            value: { en: 'Qatar National Vision 2030', ar: 'رؤية قطر الوطنية 2030', nl: 'Qatar National Vision 2030' },
          },
        ],
      },
      {
        country: 'netherlands',
        name: { en: 'The Netherlands', ar: 'هولندا', nl: 'Nederland' },
        summary: {
          en: 'A gateway to the European market with world-class logistics, agriculture and technology sectors.',
          ar: 'بوابة إلى السوق الأوروبية بقطاعات لوجستية وزراعية وتكنولوجية عالمية المستوى.',
          nl: 'Een toegangspoort tot de Europese markt met logistiek, landbouw en technologie van wereldklasse.',
        },
        facts: [
          {
            label: { en: 'Corporate tax', ar: 'ضريبة الشركات', nl: 'Vennootschapsbelasting' },
            value: { en: '25.8%', ar: '25.8%', nl: '25,8%' },
          },
          {
            label: { en: 'Personal income tax', ar: 'ضريبة الدخل الشخصي', nl: 'Inkomstenbelasting' },
            value: { en: 'Up to 49.5%', ar: 'حتى 49.5%', nl: 'Tot 49,5%' },
          },
          { label: { en: 'VAT', ar: 'ضريبة القيمة المضافة', nl: 'Btw' }, value: { en: '21%', ar: '21%', nl: '21%' } },
          {
            label: { en: 'Main port', ar: 'الميناء الرئيسي', nl: 'Belangrijkste haven' },
            value: { en: 'Rotterdam, Europe’s largest', ar: 'روتردام، الأكبر في أوروبا', nl: 'Rotterdam, de grootste van Europa' },
          },
        ],
      },
    ],
  },
  callToAction: {
    heading: {
      en: 'Ready to act on these opportunities?',
      ar: 'هل أنت مستعد لاغتنام هذه الفرص؟',
      nl: 'Klaar om deze kansen te benutten?',
    },
    text: {
      en: 'Join 800+ member companies, or first learn how business culture differs between the two countries.',
      ar: 'انضمّوا إلى الغرفة مع 800+ شركة عضو، أو تعرّفوا أولًا على اختلاف ثقافة الأعمال بين البلدين.',
      nl: 'Sluit u aan bij 800+ leden, of lees eerst hoe de zakelijke cultuur in beide landen verschilt.',
    },
    primary: { label: { en: 'Become a Member', ar: 'انضمّوا إلى الغرفة', nl: 'Word lid' }, href: '/membership' },
    secondary: {
      label: { en: 'Understand the Culture', ar: 'افهم الثقافة', nl: 'Begrijp de cultuur' },
      href: '/market-info/cultural-differences',
    },
  },
};
