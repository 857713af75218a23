import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

/** The rounded square that carries a card's icon, in the same size and colours on every card. */
export function IconBadge({
  icon: Icon,
  tone = 'primary',
  className,
}: {
  icon: LucideIcon;
  tone?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'flex size-12 items-center justify-center rounded-xl',
        tone === 'primary' ? 'bg-primary-soft text-primary' : 'bg-secondary-soft text-secondary',
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
