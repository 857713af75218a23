import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg shadow-sm hover:bg-primary-hover',
        outline: 'border border-border bg-surface-raised text-fg hover:bg-surface-muted',
        ghost: 'text-fg hover:bg-surface-muted',
        inverse: 'bg-white text-[#6f102d] shadow-sm hover:bg-white/90',
        outlineOnDark: 'border border-white/40 text-white shadow-sm hover:bg-white/10',
      },
      size: {
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2 text-sm',
        lg: 'min-h-12 px-6 py-2.5 text-base',
        icon: 'size-10',
        iconSm: 'size-9',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/**
 * A button's look for another element, such as a link. Links styled as
 * buttons take these classes directly instead of a Slot component: the
 * islands then ship no ref-merging code for what is only a class name.
 */
export function buttonStyles(variants: ButtonVariants, className?: string): string {
  return clsx(buttonVariants(variants), className);
}

export type ButtonProps = ComponentProps<'button'> & ButtonVariants;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonStyles({ variant, size }, className)} {...props} />;
}
