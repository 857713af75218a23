import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full text-xs font-semibold', {
  variants: {
    size: {
      sm: 'px-2.5 py-0.5',
      md: 'px-3 py-1',
    },
    tone: {
      primary: 'bg-primary-soft text-primary',
      secondary: 'bg-secondary-soft text-secondary',
      neutral: 'bg-surface-muted text-fg-muted',
      accent: 'bg-accent text-[#1a1a1f]',
    },
  },
  defaultVariants: { tone: 'primary', size: 'sm' },
});

export function Badge({ className, tone, size, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={clsx(badgeVariants({ tone, size }), className)} {...props} />;
}
