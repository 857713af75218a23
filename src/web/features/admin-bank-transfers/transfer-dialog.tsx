import type { ReactNode } from 'react';
import { adminBankTransfersText } from '@web/components/bank-transfer/admin-bank-transfers-catalog';
import { FormDialog, type FieldErrors } from '@web/components/form-dialog';
import { useMessages } from '@web/i18n/use-messages';

export interface TransferDialogProps {
  /** The label of the button that opens it, and its accessible name (which names the invoice). */
  trigger: { label: string; ariaLabel: string };
  title: string;
  description: ReactNode;
  submitLabel: string;
  path: string;
  /** The body from the form, or the field problems that keep it from being sent. */
  bodyOf: (form: FormData) => { body: Record<string, unknown> } | { errors: FieldErrors };
  doneMessage: (answer: unknown) => string;
  fields: (errors: FieldErrors) => ReactNode;
}

/** A bank-transfer action behind a button, in the back office's form dialog; the transfers list refreshes once it is done. */
export function TransferDialog(props: TransferDialogProps) {
  const text = useMessages(adminBankTransfersText);
  return (
    <FormDialog
      trigger={props.trigger}
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      labels={{ cancel: text('dialog.cancel'), close: text('dialog.cancel') }}
      path={props.path}
      check={props.bodyOf}
      doneMessage={props.doneMessage}
      refreshKey={transfersQueryKey}
      fields={props.fields}
    />
  );
}

const transfersQueryKey = ['admin', 'bank-transfers'] as const;
