import { tokenCookie } from '../http/token-cookie';

/**
 * The staff session rides in a cookie of its own: member routes read only the
 * member cookie and the back office only this one, so neither kind of session
 * ever authorises the other's routes.
 */
export const staffSessionCookie = tokenCookie('qncc_staff');
