import type { Locale } from '../../src/shared/locales';
import type { PageKey } from '../../src/shared/routes';
import { routeCases, type RouteCase } from './site-map';

/**
 * What a page has to load to work: a content page is prerendered HTML with
 * a small page script; an island page hydrates one interactive part; checkout
 * hydrates the payment form. Every page is listed so that a new one has to
 * be given a kind, and with it a budget.
 */
export type PageKind = 'content' | 'island' | 'checkout';

const pageKinds: Record<PageKey, PageKind> = {
  home: 'content',
  membership: 'island',
  checkout: 'checkout',
  membershipSuccess: 'island',
  bankTransfer: 'island',
  events: 'island',
  eventRegistration: 'checkout',
  eventOffer: 'island',
  eventDetail: 'island',
  news: 'island',
  newsArticle: 'content',
  marketInfo: 'content',
  marketOverview: 'content',
  culturalDifferences: 'content',
  focusSectors: 'content',
  publications: 'content',
  partners: 'content',
  services: 'content',
  arbitration: 'content',
  marketExpansion: 'content',
  legalAdvisory: 'content',
  recruitment: 'content',
  taxAdvisory: 'content',
  payrollServices: 'content',
  tradeFairs: 'island',
  memberServices: 'content',
  about: 'content',
  missionValues: 'content',
  history: 'content',
  board: 'content',
  premiumPartners: 'content',
  contact: 'island',
  privacy: 'content',
  terms: 'content',
  search: 'content',
  newsletterConfirm: 'island',
  newsletterUnsubscribe: 'island',
  login: 'island',
  passwordReset: 'island',
  account: 'island',
  memberDirectory: 'island',
  admin: 'island',
  adminSignIn: 'island',
  adminMembers: 'island',
  adminMember: 'island',
  adminPayments: 'island',
  adminBankTransfers: 'island',
  adminEvents: 'island',
  adminEvent: 'island',
  adminCheckIn: 'island',
  adminNewsletter: 'island',
  adminAudit: 'island',
  adminStaff: 'island',
  adminInvite: 'island',
};

function sample(locale: Locale, keys: readonly PageKey[]): RouteCase[] {
  return routeCases([locale]).filter((route) => keys.includes(route.key));
}

/** The success page as the checkout leaves a buyer on it: the tier's name and benefits arrive after the first paint. */
function withTier(route: RouteCase): RouteCase {
  return { ...route, url: `${route.url}?tier=professional` };
}

/**
 * The pages whose first load is held to budgets: every English route, the
 * pages most visited in Arabic and Dutch, and the success page as the
 * checkout leaves a buyer on it.
 */
export const firstVisitPages = [
  ...routeCases(['en']),
  ...sample('ar', ['home', 'events', 'checkout', 'newsArticle', 'contact']),
  ...sample('nl', ['home', 'membership', 'news', 'privacy', 'events']),
  ...[...sample('en', ['membershipSuccess']), ...sample('ar', ['membershipSuccess'])].map(withTier),
].map((route) => ({ ...route, kind: pageKinds[route.key] }));
