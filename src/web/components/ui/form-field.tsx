import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled control with its hint and its error message right below it. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const fieldSurface =
  'w-full rounded-lg border border-border bg-surface-raised px-3 text-fg placeholder:text-fg-muted aria-[invalid=true]:border-danger';

export const inputClass = `h-11 ${fieldSurface}`;

/** A text area: the inputs' look, its height set by its rows. */
export const textareaClass = `py-2 ${fieldSurface}`;

/** The attributes that tie a control to the message FormField shows below it: its error, else its hint. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** A labelled text input wired to react-hook-form, with its error (or its hint) announced through aria-describedby. */
export function TextField({
  id,
  label,
  error,
  hint,
  registration,
  ...inputProps
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
} & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'dir'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input id={id} className={inputClass} {...describedBy(id, error, hint)} {...inputProps} {...registration} />
    </FormField>
  );
}
