import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    tone: {
      primary: 'bg-primary-soft text-primary',
      secondary: 'bg-secondary-soft text-secondary',
      neutral: 'bg-surface-muted text-fg-muted',
      accent: 'bg-accent text-[#1a1a1f]',
    },
  },
  defaultVariants: { tone: 'primary' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
