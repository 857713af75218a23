/**
 * The one route table. Paths are English (unprefixed); every locale serves the
 * same table under its prefix. `prerender` lists the concrete paths written at
 * build time; dynamic routes prerender a shell that loads its data.
 */
export const pages = {
  home: { path: '/' },
  membership: { path: '/membership' },
  checkout: { path: '/membership/checkout/:tierSlug', shellPath: '/membership/checkout/_' },
  membershipSuccess: { path: '/membership/success' },
  bankTransfer: { path: '/membership/bank-transfer' },
  events: { path: '/events' },
  eventRegistration: { path: '/events/registration' },
  eventOffer: { path: '/events/offer' },
  eventDetail: { path: '/events/:eventId' },
  news: { path: '/news' },
  newsArticle: { path: '/news/:articleId' },
  marketInfo: { path: '/market-info' },
  marketOverview: { path: '/market-info/overview' },
  culturalDifferences: { path: '/market-info/cultural-differences' },
  focusSectors: { path: '/market-info/focus-sectors' },
  publications: { path: '/market-info/publications' },
  partners: { path: '/market-info/partners' },
  services: { path: '/services' },
  arbitration: { path: '/services/arbitration' },
  marketExpansion: { path: '/services/market-expansion' },
  legalAdvisory: { path: '/services/legal-advisory' },
  recruitment: { path: '/services/recruitment' },
  taxAdvisory: { path: '/services/tax-advisory' },
  payrollServices: { path: '/services/payroll-services' },
  tradeFairs: { path: '/services/trade-fairs' },
  memberServices: { path: '/services/member-services' },
  about: { path: '/about' },
  missionValues: { path: '/about/mission-values' },
  history: { path: '/about/history' },
  board: { path: '/about/board' },
  premiumPartners: { path: '/about/premium-partners' },
  contact: { path: '/contact' },
  privacy: { path: '/privacy' },
  terms: { path: '/terms' },
  search: { path: '/search' },
  newsletterConfirm: { path: '/newsletter/confirm' },
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe' },
  login: { path: '/login' },
  passwordReset: { path: '/reset-password' },
  account: { path: '/account' },
  memberDirectory: { path: '/member-directory' },
  admin: { path: '/admin' },
  adminSignIn: { path: '/admin/sign-in' },
  adminMembers: { path: '/admin/members' },
  adminMember: { path: '/admin/members/:accountId', shellPath: '/admin/members/_' },
  adminPayments: { path: '/admin/payments' },
  adminBankTransfers: { path: '/admin/bank-transfers' },
  adminEvents: { path: '/admin/events' },
  adminEvent: { path: '/admin/events/:eventId', shellPath: '/admin/events/_' },
  adminCheckIn: { path: '/admin/check-in' },
  adminNewsletter: { path: '/admin/newsletter' },
  adminAudit: { path: '/admin/audit' },
  adminStaff: { path: '/admin/staff' },
  adminInvite: { path: '/admin/invite' },
} as const satisfies Record<string, { path: string; shellPath?: string }>;

export type PageKey = keyof typeof pages;
export const pageKeys = Object.keys(pages) as PageKey[];

export function pagePath(key: PageKey): string {
  return pages[key].path;
}

/** A dynamic route's path with its parameters filled in, e.g. ('newsArticle', { articleId: 'x' }) → '/news/x'. */
export function pathTo(key: PageKey, params: Record<string, string>): string {
  return pagePath(key).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo(${key}): missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The path a page is prerendered at: its own, or its shell's for dynamic routes. */
export function prerenderPath(key: PageKey): string {
  const page: { path: string; shellPath?: string } = pages[key];
  return page.shellPath ?? page.path;
}

/** Whether a path is a dynamic route's shell: one document served for every value of its parameter. */
export function isShellPath(path: string): boolean {
  return pageKeys.some((key) => prerenderPath(key) !== pagePath(key) && prerenderPath(key) === path);
}

export const adminRoot = '/admin';

/** The back office: for the chamber's staff, never indexed and disallowed to crawlers (robots.txt). */
export const adminPageKeys: PageKey[] = pageKeys.filter((key) => pagePath(key) === adminRoot || pagePath(key).startsWith(`${adminRoot}/`));

const privatePageKeys: PageKey[] = [
  'checkout',
  'membershipSuccess',
  'bankTransfer',
  'eventRegistration',
  'eventOffer',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'login',
  'passwordReset',
  'account',
  'memberDirectory',
  ...adminPageKeys,
];

/** Pages that are whole documents worth indexing (shells that act on a link or a payment are not). */
export const indexablePageKeys: PageKey[] = pageKeys.filter((key) => !privatePageKeys.includes(key));

/**
 * Paths the old site linked to that were never pages. Each answers 301 to the
 * nearest real page, in every locale, so links from elsewhere keep working.
 */
export const legacyRedirects: Record<string, string> = {
  '/about/mission': '/about/mission-values',
  '/about/team': '/about/board',
  '/reports': '/market-info/publications',
  '/resources/reports': '/market-info/publications',
  '/resources/statistics': '/market-info/overview',
  '/services/networking': '/events',
  '/services/legal': '/services/legal-advisory',
  '/services/trade': '/services/trade-fairs',
  '/members': '/services/member-services',
  '/members/directory': '/member-directory',
  '/support': '/contact',
};

/** The parameters of a page's path pattern in a concrete path ('/news/x' → { articleId: 'x' }), or undefined when it does not match. */
export function matchPagePath(key: PageKey, path: string): Record<string, string> | undefined {
  const patternSegments = pagePath(key).split('/');
  const pathSegments = path.replace(/\/+$/, '').split('/');
  if (pathSegments.length === 1 && pathSegments[0] === '') pathSegments.push('');
  if (patternSegments.length !== pathSegments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    const actual = pathSegments[index] ?? '';
    if (segment.startsWith(':')) {
      if (!actual) return undefined;
      params[segment.slice(1)] = decodeURIComponent(actual);
    } else if (segment !== actual) return undefined;
  }
  return params;
}

/** The page a path (without its language prefix) shows, with its parameters; undefined for a path no page has. */
export function findPage(path: string): { key: PageKey; params: Record<string, string> } | undefined {
  for (const key of pageKeys) {
    const params = matchPagePath(key, path);
    if (params) return { key, params };
  }
  return undefined;
}
