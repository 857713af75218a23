import { localizePath, type Locale } from '@shared/locales';
import { signOut } from './session-store';
import { showFlashOnNextPage } from '@web/page-runtime/flash';

/** Ends the session and goes to the home page in the same language, which then says the member has signed out. */
export async function signOutAndLeave(locale: Locale): Promise<void> {
  await signOut();
  showFlashOnNextPage('signed-out');
  window.location.assign(localizePath('/', locale));
}
