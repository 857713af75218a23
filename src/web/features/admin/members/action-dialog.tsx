import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { MAX_REASON } from '@shared/admin/member-constants';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError, apiRequest } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import type { MemberSchemaName } from './member-schemas';

/** Problems to show under the dialog's fields, by the name of the body field they concern. */
export type FieldErrors = Partial<Record<string, string>>;

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
  const queryClient = useQueryClient();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const open = () => {
    props.onOpen?.();
    setErrors({});
    setFailure(undefined);
    dialog.current?.showModal();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // React lets go of the event's target once the handler returns: keep the form for after the request.
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const { memberSchemas } = await import('./member-schemas');
    const parsed = memberSchemas[props.schema](locale).safeParse({ ...props.bodyOf(form), reason: String(form.get('reason') ?? '') });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error));
      return;
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      const answer = await apiRequest<unknown>('POST', props.path, parsed.data);
      dialog.current?.close();
      formElement.reset();
      showToast({ title: props.doneMessage(answer) });
      await queryClient.invalidateQueries({ queryKey: props.refreshKey });
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
    } finally {
      setBusy(false);
    }
  };

  const reasonId = `${id}-reason`;
  return (
    <>
      <Button
        type="button"
        variant={props.trigger.variant ?? 'outline'}
        size="sm"
        aria-haspopup="dialog"
        aria-label={props.trigger.ariaLabel}
        onClick={open}
      >
        {props.trigger.label}
      </Button>
      <dialog
        ref={dialog}
        // text-start: a dialog opened from a table's end-aligned cell would otherwise inherit its alignment.
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto text-start rounded-2xl border border-border bg-surface-raised p-6 text-fg shadow-xl backdrop:bg-black/50 backdrop:backdrop-blur-sm sm:p-8"
      >
        <form method="dialog" noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-5">
          <div className="grid gap-2 pe-10">
            <h2 id={`${id}-title`} className="text-xl font-semibold text-fg">
              {props.title}
            </h2>
            <div id={`${id}-description`} className="text-sm text-fg-muted">
              {props.description}
            </div>
          </div>
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
          {failure ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
              <span className="font-semibold">{text('dialog.failed')}: </span>
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
              {text('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? text('dialog.working') : props.submitLabel}
            </Button>
          </div>
        </form>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute end-3 top-3"
          aria-label={text('dialog.close')}
          onClick={() => dialog.current?.close()}
        >
          <X aria-hidden="true" />
        </Button>
      </dialog>
    </>
  );
}
