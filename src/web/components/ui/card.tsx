import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

const paddings = { md: 'p-6', lg: 'p-8' } as const;

export function Card({ className, padding = 'md', ...props }: ComponentProps<'div'> & { padding?: keyof typeof paddings }) {
  return <div className={clsx('rounded-2xl border border-border bg-surface-raised shadow-sm', paddings[padding], className)} {...props} />;
}
