import { splitLocale } from '@shared/locales';
import { currentSession, subscribeToSession } from '@web/lib/session-store';
import { signOutAndLeave } from '@web/lib/sign-out';

/**
 * The header and the menu panel show a visitor's links (Sign in, Join) in the
 * prerendered page; once the session says a member is signed in, they show
 * the member's name and account links instead. Elements marked
 * `data-session="visitor"` or `"member"` are shown for one or the other.
 * The page script asks for the session once the page has painted.
 */
export function bindAccountArea(): void {
  const show = () => {
    const session = currentSession();
    if (session.status === 'unknown') return;
    const member = session.status === 'signed-in' ? session.member : undefined;
    for (const element of document.querySelectorAll<HTMLElement>('[data-session]')) {
      element.hidden = (element.dataset.session === 'member') !== (member !== undefined);
    }
    if (!member) return;
    for (const name of document.querySelectorAll('[data-member-first-name]')) name.textContent = member.firstName;
    for (const name of document.querySelectorAll('[data-member-full-name]')) name.textContent = `${member.firstName} ${member.lastName}`;
    for (const button of document.querySelectorAll<HTMLElement>('[data-member-label]')) {
      button.setAttribute('aria-label', (button.dataset.memberLabel ?? '').replace('{name}', member.firstName));
    }
  };
  subscribeToSession(show);
  for (const button of document.querySelectorAll('[data-sign-out]')) {
    button.addEventListener('click', () => void signOutAndLeave(splitLocale(window.location.pathname).locale));
  }
}
