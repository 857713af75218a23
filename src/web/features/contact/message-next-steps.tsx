import { Clock, Inbox, MailCheck } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { contactMessages } from './contact-messages';

const steps = [
  { icon: Inbox, text: 'messageForm.nextRouted' },
  { icon: MailCheck, text: 'messageForm.nextConfirmed' },
  { icon: Clock, text: 'messageForm.nextAnswered' },
] as const;

/** Beside the form: where a message goes and when the answer comes. */
export function MessageNextSteps() {
  const t = useMessages(contactMessages);
  return (
    <Card>
      <h3 className="text-lg font-semibold text-fg">{t('messageForm.nextHeading')}</h3>
      <ol className="mt-5 grid gap-5">
        {steps.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="self-center text-sm text-fg-muted">{t(text)}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
