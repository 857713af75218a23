import type { ComponentProps } from 'react';
import { LocalizedLink } from '@web/lib/localized-link';
import { buttonStyles, type ButtonVariants } from './button';

/** A link to a page of the site in the visitor's language, looking like a button. */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof LocalizedLink> & ButtonVariants) {
  return <LocalizedLink className={buttonStyles({ variant, size }, className)} {...props} />;
}
