import type { ReactNode } from 'react';
import type { LinkAction } from '@content/services/service-types';
import { buttonStyles, type ButtonVariants } from '@web/components/ui/button';
import { useLocalized } from '@web/lib/use-locale';
import { TargetLink } from './target-link';

/**
 * A button-styled link from the content. `context` names what the button acts
 * on (an event, a provider) for screen readers, so repeated buttons such as
 * "Register Interest" each have a name of their own.
 */
export function ActionButton({
  action,
  context,
  icon,
  variant,
  size,
  className,
}: {
  action: LinkAction;
  context?: string;
  icon?: ReactNode;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  className?: string;
}) {
  const localized = useLocalized();
  return (
    <TargetLink className={buttonStyles({ variant: variant, size: size }, className)} href={action.href}>
      {localized(action.label)}
      {context ? <span className="sr-only">: {context}</span> : null}
      {icon}
    </TargetLink>
  );
}
