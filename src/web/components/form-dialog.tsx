import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { showToast } from '@web/components/ui/toast-store';
import { ApiError, apiRequest } from '@web/lib/api-request';

/** Problems to show under the dialog's fields, by the name of the body field they concern. */
export type FieldErrors = Partial<Record<string, string>>;

export interface FormDialogProps {
  /** The button that opens the dialog. */
  trigger: { label: ReactNode; ariaLabel?: string | undefined; variant?: ButtonProps['variant'] };
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The submit button's text while the request runs; the submit label when absent. */
  busyLabel?: string;
  /** The words of the dialog's own buttons, in the feature's catalog. */
  labels: { cancel: string; close: string; failed?: string };
  /** The API path the body is posted to. */
  path: string;
  /** The body from the form, or the field problems that keep it from being sent. */
  check: (form: FormData) => Promise<{ body: unknown } | { errors: FieldErrors }> | { body: unknown } | { errors: FieldErrors };
  /** What the toast says when it worked, from the server's answer. */
  doneMessage: (answer: unknown) => string;
  fields: (errors: FieldErrors) => ReactNode;
  /** Called when the dialog opens, before it shows (a refund makes its request key here). */
  onOpen?: () => void;
  /** The query refreshed once the action is done. */
  refreshKey: readonly unknown[];
}

/**
 * A back-office action behind a button: a native <dialog> (the browser keeps
 * focus inside, closes it on Escape and gives focus back to the button) with
 * the action's fields and one submit. The body is checked before it is sent;
 * the server's refusal is shown in the dialog, which stays open with what was
 * typed, so the same press can be tried again.
 */
export function FormDialog(props: FormDialogProps) {
  const queryClient = useQueryClient();
  const id = useDomId();
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
    const checked = await props.check(new FormData(formElement));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      const answer = await apiRequest<unknown>('POST', props.path, checked.body);
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
        className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-border bg-surface-raised p-6 text-start text-fg shadow-xl backdrop:bg-black/50 backdrop:backdrop-blur-sm sm:p-8"
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
          {props.fields(errors)}
          {failure ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
              {props.labels.failed ? <span className="font-semibold">{props.labels.failed}: </span> : null}
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
              {props.labels.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && props.busyLabel ? props.busyLabel : props.submitLabel}
            </Button>
          </div>
        </form>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute end-3 top-3"
          aria-label={props.labels.close}
          onClick={() => dialog.current?.close()}
        >
          <X aria-hidden="true" />
        </Button>
      </dialog>
    </>
  );
}
