import type { ReactNode } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import type { z } from 'zod';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { MAX_REASON } from '@shared/admin/member-constants';
import { FormDialog, type FieldErrors } from '@web/components/form-dialog';
import type { ButtonProps } from '@web/components/ui/button';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import type { MemberSchemaName } from './member-schemas';

export type { FieldErrors } from '@web/components/form-dialog';

export interface ActionDialogProps {
  /** The button that opens the dialog. */
  trigger: { label: ReactNode; ariaLabel?: string; variant?: ButtonProps['variant'] };
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The API path the body is posted to. */
  path: string;
  /** The schema the server checks the body with. */
  schema: MemberSchemaName;
  /** The request body from the form's fields; the reason is added. Undefined fields are left to the schema to refuse. */
  bodyOf: (form: FormData) => Record<string, unknown>;
  /** What the toast says when it worked, from the server's answer. */
  doneMessage: (answer: unknown) => string;
  /** The action's own fields, above the reason; they get each field's error. */
  fields?: (errors: FieldErrors) => ReactNode;
  /** Called when the dialog opens, before it shows (a refund makes its request key here). */
  onOpen?: () => void;
  /** The member page's query, refreshed once the action is done. */
  refreshKey: readonly unknown[];
}

/** The first problem of each field, from zod's issues. */
function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A member action behind a button: a native <dialog> (the browser keeps
 * focus inside, closes it on Escape and gives focus back to the button) with
 * the action's fields, the required reason, and one submit. The body is
 * checked with the server's own schema before it is sent; the server's
 * refusal is shown in the dialog, which stays open so the same press can be
 * tried again.
 */
export function ActionDialog(props: ActionDialogProps) {
  const text = useMessages(adminMembersCatalog);
  const locale = useLocale();
  const id = useDomId();
  const reasonId = `${id}-reason`;

  const check = async (form: FormData) => {
    const { memberSchemas } = await import('./member-schemas');
    const parsed = memberSchemas[props.schema](locale).safeParse({ ...props.bodyOf(form), reason: String(form.get('reason') ?? '') });
    return parsed.success ? { body: parsed.data } : { errors: errorsOf(parsed.error) };
  };

  return (
    <FormDialog
      trigger={props.trigger}
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      busyLabel={text('dialog.working')}
      labels={{ cancel: text('dialog.cancel'), close: text('dialog.close'), failed: text('dialog.failed') }}
      path={props.path}
      check={check}
      doneMessage={props.doneMessage}
      {...(props.onOpen ? { onOpen: props.onOpen } : {})}
      refreshKey={props.refreshKey}
      fields={(errors) => (
        <>
          {props.fields?.(errors)}
          <FormField id={reasonId} label={text('dialog.reason')} hint={text('dialog.reasonHint')} error={errors.reason}>
            <textarea
              id={reasonId}
              name="reason"
              required
              rows={3}
              maxLength={MAX_REASON}
              className="w-full rounded-lg border border-border bg-surface-raised px-3 py-2 text-fg aria-[invalid=true]:border-danger"
              {...describedBy(reasonId, errors.reason, text('dialog.reasonHint'))}
            />
          </FormField>
        </>
      )}
    />
  );
}
