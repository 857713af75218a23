import type { Locale } from '@shared/locales';
import { formDoneParam, formMessagesId, parseFormKey, type PageFormId } from '@shared/page-forms';
import type { FormAnswer } from './form-answer';
import { accountDataTexts, accountPageTexts, contactPageTexts, pageTexts } from './page-texts';

interface DoneNotice {
  title?: (locale: Locale) => string;
  text: (locale: Locale) => string;
  /** The form whose place shows the notice, when it is not the one that succeeded (a new password is announced on the sign-in form). */
  shownIn?: PageFormId;
  /** The form is far down the page (it sets jumpToMessages): the browser scrolls to the notice. */
  jumpTo?: boolean;
}

/** What a form says once it succeeded, in the words the script shows. */
const doneNotices: Partial<Record<PageFormId, DoneNotice>> = {
  newsletter: {
    title: (locale) => pageTexts(locale)('footer.newsletter.successTitle'),
    text: (locale) => pageTexts(locale)('footer.newsletter.successText'),
    jumpTo: true,
  },
  passwordResetRequest: { text: (locale) => accountPageTexts(locale)('passwordReset.linkSent') },
  newPassword: { text: (locale) => accountPageTexts(locale)('passwordReset.done'), shownIn: 'signIn' },
  deletionRequest: { text: (locale) => accountDataTexts(locale)('received') },
  contactMessage: {
    title: (locale) => contactPageTexts(locale)('messageForm.sentTitle'),
    text: (locale) => contactPageTexts(locale)('messageForm.sentText'),
    jumpTo: true,
  },
};

/** Where a form that succeeded sends the browser: a page (its own by default) that shows the notice. */
export function doneLocation(pagePath: string, formKey: string): string {
  const parsed = parseFormKey(formKey);
  const notice = parsed && doneNotices[parsed.id];
  const location = `${pagePath}?${formDoneParam}=${encodeURIComponent(formKey)}`;
  return notice?.jumpTo ? `${location}#${formMessagesId(notice.shownIn ?? formKey)}` : location;
}

/** The notice a page shows for `?done=<form>` (after the redirect from doneLocation), if any. */
export function doneNotice(query: URLSearchParams, locale: Locale): FormAnswer | undefined {
  const parsed = parseFormKey(query.get(formDoneParam));
  const notice = parsed && doneNotices[parsed.id];
  if (!parsed || !notice) return undefined;
  return {
    formKey: notice.shownIn ?? parsed.key,
    tone: 'notice',
    title: notice.title?.(locale),
    messages: [{ text: notice.text(locale) }],
  };
}
