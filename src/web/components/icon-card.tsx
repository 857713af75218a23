import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { clsx } from 'clsx';
import { IconBadge } from './icon-badge';

/** A card led by an icon, with an h3 title and a short text. */
export function IconCard({
  icon,
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
      <IconBadge icon={icon} tone={tone} className="mb-5" />
      <h3 className="text-lg font-semibold text-fg">{title}</h3>
      <p className="mt-2 leading-relaxed text-fg-muted">{text}</p>
    </Card>
  );
}
