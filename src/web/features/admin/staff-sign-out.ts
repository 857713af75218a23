import { localizePath, type Locale } from '@shared/locales';
import { pagePath } from '@shared/routes';

/** Ends the staff session and goes to the staff sign-in page in the same language. */
export async function signOutStaff(locale: Locale): Promise<void> {
  await fetch('/api/admin/session', { method: 'DELETE', credentials: 'include' });
  window.location.assign(localizePath(pagePath('adminSignIn'), locale));
}
