import { useDomId } from '@web/page-runtime/dom-id';
import { clsx } from 'clsx';

export interface ToggleOption<T> {
  value: T;
  label: string;
}

/** A row of buttons of which exactly one is pressed; used for type, year and sort. */
export function ToggleGroup<T extends string | number | null>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<ToggleOption<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = useDomId();
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-fg">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
              className={clsx(
                'h-10 rounded-full border px-4 text-sm font-medium transition-colors',
                pressed ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface-raised text-fg hover:bg-surface-muted',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
