import { CircleCheck } from 'lucide-react';
import type { Localized } from '@shared/locales';
import { clsx } from 'clsx';
import { useLocalized } from '@web/lib/use-locale';

/** A short list of features or facts, each marked with a check. */
export function CheckList({ items, className }: { items: Localized[]; className?: string }) {
  const localized = useLocalized();
  return (
    <ul className={clsx('grid gap-2.5', className)}>
      {items.map((item) => (
        <li key={item.en} className="flex gap-2.5 text-sm text-fg">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{localized(item)}</span>
        </li>
      ))}
    </ul>
  );
}
