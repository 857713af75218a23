import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { clsx } from 'clsx';

/** A card led by an icon, with an h3 title and a short text. */
export function IconCard({
  icon: Icon,
  title,
  text,
  tone = 'primary',
  className,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  tone?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <Card className={clsx('h-full', className)}>
      <span
        className={clsx(
          'mb-5 flex size-12 items-center justify-center rounded-xl',
          tone === 'primary' ? 'bg-primary-soft text-primary' : 'bg-secondary-soft text-secondary',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold text-fg">{title}</h3>
      <p className="mt-2 leading-relaxed text-fg-muted">{text}</p>
    </Card>
  );
}
