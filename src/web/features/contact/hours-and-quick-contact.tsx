import { Clock, Mail } from 'lucide-react';
import { contactPage } from '@content/contact/contact-page';
import { Card } from '@web/components/ui/card';
import { useLocalized } from '@web/lib/use-locale';
import { ContactLink } from './contact-link';
import { IsolatedLatin } from '@web/components/isolated-latin';

/** When the offices are open, and the two addresses that always reach someone. */
export function HoursAndQuickContact() {
  const localized = useLocalized();
  const { hours, quickContact, directory } = contactPage;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card padding="lg">
        <h3 className="flex items-center gap-3 text-xl font-semibold text-fg">
          <Clock className="size-6 text-primary" aria-hidden="true" />
          {localized(hours.heading)}
        </h3>
        <dl className="mt-6 grid gap-4">
          {hours.items.map((item) => (
            <div
              key={item.office.en}
              className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-4 last:border-0 last:pb-0"
            >
              <dt className="font-medium text-fg">{localized(item.office)}</dt>
              <dd className="text-fg-muted">
                <span className="font-medium text-fg">{localized(item.days)}</span> · <IsolatedLatin text={localized(item.hours)} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card padding="lg">
        <h3 className="flex items-center gap-3 text-xl font-semibold text-fg">
          <Mail className="size-6 text-primary" aria-hidden="true" />
          {localized(quickContact.heading)}
        </h3>
        <p className="mt-3 text-fg-muted">{localized(quickContact.intro)}</p>
        <dl className="mt-6 grid gap-4">
          {quickContact.items.map((item) => (
            <div key={item.email}>
              <dt className="text-sm font-medium text-fg">{localized(item.label)}</dt>
              <dd className="mt-1">
                <ContactLink kind="email" value={item.email} label={localized(directory.emailLabel)} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
