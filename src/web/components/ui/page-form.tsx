import type { ComponentProps, SubmitEvent } from 'react';
import { formKey, formKeyField, formMessagesAttribute, formMessagesId, type PageFormId } from '@shared/page-forms';

/** React leaves an element with inner HTML as the server wrote it, so messages the server inserted survive hydration. */
const serverOwnedHtml = { __html: '' };

/**
 * A form that works before its script: it posts (never GET, so no secret can
 * land in a URL) to the page's own URL, names itself in a hidden field, and
 * keeps an empty place where the server writes its messages. A form far down
 * the page (the footer's) sets `jumpToMessages`: its action is that place's
 * fragment, so the browser scrolls to the answer. A form whose server handler
 * has a route of its own (an event's registration) names it in `action`.
 * With JavaScript, `onSubmit` prevents the post and uses the API as before.
 */
export function PageForm({
  formId,
  instance,
  jumpToMessages = false,
  action,
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action'> & {
  formId: PageFormId;
  instance?: string;
  jumpToMessages?: boolean;
  action?: string;
}) {
  const key = formKey(formId, instance);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // Messages from an earlier post made without the script are stale once the script answers.
    event.currentTarget.querySelector(`[${formMessagesAttribute}]`)?.replaceChildren();
    onSubmit?.(event);
  };
  return (
    <form method="post" action={action ?? (jumpToMessages ? `#${formMessagesId(key)}` : undefined)} noValidate onSubmit={submit} {...props}>
      <input type="hidden" name={formKeyField} value={key} />
      <div
        id={formMessagesId(key)}
        {...{ [formMessagesAttribute]: key }}
        className="col-span-full scroll-mt-24 empty:hidden"
        dangerouslySetInnerHTML={serverOwnedHtml}
      />
      {children}
    </form>
  );
}
