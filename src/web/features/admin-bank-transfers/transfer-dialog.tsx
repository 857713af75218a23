import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { adminBankTransfersText } from '@web/components/bank-transfer/admin-bank-transfers-catalog';
import { Button } from '@web/components/ui/button';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError, apiRequest } from '@web/lib/api-request';

export interface TransferDialogProps {
  /** The label of the button that opens it, and its accessible name (which names the invoice). */
  trigger: { label: string; ariaLabel: string };
  title: string;
  description: ReactNode;
  submitLabel: string;
  path: string;
  /** The body from the form, or the field problems that keep it from being sent. */
  bodyOf: (form: FormData) => { body: Record<string, unknown> } | { errors: Record<string, string> };
  doneMessage: (answer: unknown) => string;
  fields: (errors: Record<string, string>) => ReactNode;
}

/**
 * A bank-transfer action behind a button, in a native <dialog> (focus kept
 * inside, Escape closes, focus returns to the button). The server's refusal
 * (say, an amount that is not the invoice's) shows in the dialog, which stays
 * open with what was typed.
 */
export function TransferDialog(props: TransferDialogProps) {
  const text = useMessages(adminBankTransfersText);
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const checked = props.bodyOf(new FormData(formElement));
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
      await queryClient.invalidateQueries({ queryKey: ['admin', 'bank-transfers'] });
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
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-label={props.trigger.ariaLabel}
        onClick={() => {
          setErrors({});
          setFailure(undefined);
          dialog.current?.showModal();
        }}
      >
        {props.trigger.label}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-border bg-surface-raised p-6 text-start text-fg shadow-xl backdrop:bg-black/50 backdrop:backdrop-blur-sm sm:p-8"
      >
        <form method="dialog" noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-5">
          <div className="grid gap-2 pe-10">
            <h2 id={titleId} className="text-xl font-semibold text-fg">
              {props.title}
            </h2>
            <div className="text-sm text-fg-muted">{props.description}</div>
          </div>
          {props.fields(errors)}
          {failure ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
              {text('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {props.submitLabel}
            </Button>
          </div>
        </form>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute end-3 top-3"
          aria-label={text('dialog.cancel')}
          onClick={() => dialog.current?.close()}
        >
          <X aria-hidden="true" />
        </Button>
      </dialog>
    </>
  );
}
