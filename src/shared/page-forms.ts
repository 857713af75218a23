/**
 * Forms that work before (or without) their script: each posts to its page's
 * own URL with a hidden field naming it, and the server answers as the API
 * would (see docs/decisions/0020-forms-work-without-javascript.md).
 */
export const pageFormIds = [
  'signIn',
  'newsletter',
  'passwordResetRequest',
  'newPassword',
  'profile',
  'changePassword',
  'billing',
  'checkout',
  'renewal',
  'deletionRequest',
  'staffSignIn',
  'staffInviteAccept',
  'contactMessage',
  'eventRegistration',
  'eventOffer',
  'eventCancel',
] as const;

export type PageFormId = (typeof pageFormIds)[number];

/** The hidden field that names the posted form: its id, or `id:instance` when a page shows it more than once. */
export const formKeyField = '_form';

/** The element a form reserves for the messages the server writes into the page it answers with. */
export const formMessagesAttribute = 'data-form-messages';

/** After a form succeeded, the page it redirects to shows the form's notice for `?done=<form id>`. */
export const formDoneParam = 'done';

export function formKey(id: PageFormId, instance?: string): string {
  return instance ? `${id}:${instance}` : id;
}

/** The id of the element that holds a form's messages; the form's action points at it, so the answer scrolls there. */
export function formMessagesId(key: string): string {
  return `form-${key}`;
}

function isPageFormId(value: unknown): value is PageFormId {
  return typeof value === 'string' && (pageFormIds as readonly string[]).includes(value);
}

/** A posted `_form` value (or `?done=`) read back, if it names one of our forms; anything else is ignored. */
export function parseFormKey(value: unknown): { id: PageFormId; key: string } | undefined {
  if (typeof value !== 'string' || !/^[a-zA-Z]{1,40}(:[a-z0-9-]{1,40})?$/.test(value)) return undefined;
  const id = value.split(':')[0];
  return isPageFormId(id) ? { id, key: value } : undefined;
}
