import { departmentIds } from '@content/contact/departments';
import { adminPageKeys, indexablePageKeys, pagePath, prerenderPath, type PageKey } from './routes';

/** A page as a query parameter changes it: `value` undefined stands for any value (the page only asks whether it is there). */
export interface PageVariant {
  param: string;
  value?: string;
}

/**
 * Query parameters that change what a page shows. Each variant is prerendered
 * beside the page (file names in scripts/prerendered-paths.ts) and served for
 * that query, so the page is right before and
 * without its script: the contact page's department filter, the reset page's
 * new-password form for the token in the emailed link, the success page's
 * "verifying" view for a payment the provider sends back to be checked, and
 * the registration page, which says at once that it names no registration
 * when it has no `?id=` and loads the one it names when it has.
 */
const pageVariants: Partial<Record<PageKey, PageVariant[]>> = {
  contact: departmentIds.map((value) => ({ param: 'department', value })),
  passwordReset: [{ param: 'token' }],
  membershipSuccess: [{ param: 'payment_intent_client_secret' }],
  eventRegistration: [{ param: 'id' }],
};

/**
 * What a back-office page is for a visitor without a staff session: the way
 * to the staff sign-in. The server serves it to a request that carries no
 * staff session cookie, so that visitor sees it at once instead of after the
 * island has loaded and asked (docs/decisions/0060).
 */
export const signedOutStaffVariant = { param: 'staff', value: 'none' } as const satisfies PageVariant;

/** The back-office pages behind the staff sign-in, one document each (a shell's variants would not be found by its path). */
export const staffOnlyPageKeys: PageKey[] = adminPageKeys.filter(
  (key) => key !== 'adminSignIn' && key !== 'adminInvite' && prerenderPath(key) === pagePath(key),
);

export function pageVariantsOf(key: PageKey): PageVariant[] {
  return [...(pageVariants[key] ?? []), ...(staffOnlyPageKeys.includes(key) ? [signedOutStaffVariant] : [])];
}

/** Whether a query makes the page one of its variants, which stay out of search as the server serves them. */
export function isPageVariant(key: PageKey, query: URLSearchParams): boolean {
  return pageVariantsOf(key).some((variant) => {
    const value = query.get(variant.param);
    return value !== null && (variant.value === undefined || variant.value === value);
  });
}

/** Whether the page at this query asks search engines to index it: a public page (0016), and not one of its query variants. */
export function isIndexablePage(key: PageKey, query: URLSearchParams): boolean {
  return indexablePageKeys.includes(key) && !isPageVariant(key, query);
}
