import { SlidersHorizontal } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { Button } from '@web/components/ui/button';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { reportsCatalog } from './reports-catalog';

/**
 * A report's filters. It is a GET form: the filters go into the page's
 * address, which is also what a browser without the script would do.
 */
export function FilterForm({ onApply, children }: { onApply: (form: FormData) => void; children: ReactNode }) {
  const text = useMessages(reportsCatalog);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  };
  return (
    <form
      method="get"
      onSubmit={submit}
      aria-label={text('common.filters')}
      className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      <Button type="submit" variant="outline">
        <SlidersHorizontal aria-hidden="true" />
        {text('common.apply')}
      </Button>
    </form>
  );
}

export function SelectFilter({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
}) {
  const text = useMessages(reportsCatalog);
  const id = useDomId();
  return (
    <FormField id={id} label={label} error={undefined}>
      <select id={id} name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{text('common.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function InputFilter({
  name,
  label,
  value,
  type = 'text',
  hint,
}: {
  name: string;
  label: string;
  value: string | null;
  type?: 'text' | 'date' | 'search';
  hint?: string;
}) {
  const id = useDomId();
  return (
    <FormField id={id} label={label} error={undefined} {...(hint ? { hint } : {})}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        dir={type === 'text' || type === 'search' ? 'auto' : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
    </FormField>
  );
}
