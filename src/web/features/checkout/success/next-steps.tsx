import { useMessages } from '@web/i18n/use-messages';
import { successCatalog, type SuccessMessages } from './success-catalog';
import { CalendarDays, Mail, UserRoundPen, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { LocalizedLink } from '@web/lib/localized-link';
import type { MessageKey } from '@shared/messages/catalog';

const steps: Array<{
  key: 'email' | 'profile' | 'community';
  icon: LucideIcon;
  action?: { label: MessageKey<SuccessMessages>; href: string };
}> = [
  { key: 'email', icon: Mail },
  { key: 'profile', icon: UserRoundPen, action: { label: 'success.profileAction', href: '/account' } },
  { key: 'community', icon: CalendarDays, action: { label: 'success.communityAction', href: '/events' } },
];

export function NextSteps() {
  const successText = useMessages(successCatalog);
  return (
    <section aria-labelledby="next-steps-heading" className="grid gap-4">
      <h2 id="next-steps-heading" className="text-xl font-semibold text-fg">
        {successText('success.nextSteps')}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map(({ key, icon: Icon, action }) => (
          <li key={key}>
            <Card className="flex h-full flex-col gap-3">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="font-semibold text-fg">{successText(`success.steps.${key}.title`)}</h3>
              <p className="flex-1 text-sm text-fg-muted">{successText(`success.steps.${key}.text`)}</p>
              {action ? (
                <LocalizedLink to={action.href} className="text-sm font-semibold text-primary hover:underline">
                  {successText(action.label)}
                </LocalizedLink>
              ) : null}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
