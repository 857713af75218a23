import type { SiteMessages } from '@web/i18n/site-messages';

type NavKey = keyof SiteMessages['nav'] & string;
type FooterLinkKey = keyof SiteMessages['footer']['links'] & string;
type FooterGroupKey = keyof SiteMessages['footer']['groups'] & string;

export const mainNavigation: ReadonlyArray<{ key: NavKey; href: string }> = [
  { key: 'home', href: '/' },
  { key: 'marketInfo', href: '/market-info' },
  { key: 'services', href: '/services' },
  { key: 'membership', href: '/membership' },
  { key: 'news', href: '/news' },
  { key: 'events', href: '/events' },
  { key: 'about', href: '/about' },
  { key: 'contact', href: '/contact' },
];

/**
 * The old footer pointed at paths that never existed (/about/team, /reports,
 * /members/directory ...). Each link now goes to the nearest real page; the
 * server answers the old paths with a 301 to the same targets.
 */
export const footerNavigation: ReadonlyArray<{
  group: FooterGroupKey;
  links: ReadonlyArray<{ key: FooterLinkKey; href: string }>;
}> = [
  {
    group: 'about',
    links: [
      { key: 'aboutUs', href: '/about' },
      { key: 'missionValues', href: '/about/mission-values' },
      { key: 'team', href: '/about/board' },
      { key: 'annualReports', href: '/market-info/publications' },
    ],
  },
  {
    group: 'services',
    links: [
      { key: 'networking', href: '/events' },
      { key: 'legal', href: '/services/legal-advisory' },
      { key: 'trade', href: '/services/trade-fairs' },
    ],
  },
  {
    group: 'resources',
    links: [
      { key: 'marketReports', href: '/market-info/publications' },
      { key: 'statistics', href: '/market-info/overview' },
      { key: 'memberDirectory', href: '/services/member-services' },
      { key: 'support', href: '/contact' },
    ],
  },
];

export const legalNavigation: ReadonlyArray<{ key: FooterLinkKey; href: string }> = [
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
];
