import { Clock, Mail } from 'lucide-react';
import { site } from '@shared/site';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { ContactLink } from './contact-link';
import { IsolatedLatin } from '@web/components/isolated-latin';
import { contactMessages } from './contact-messages';

/** The offices' opening hours, each a catalog group under 'hours'. */
const offices = ['qatar', 'netherlands'] as const;

/** The two addresses that always reach someone, with their label under 'quickContact'. */
const quickContacts = [
  { label: 'general', email: site.generalEmail },
  { label: 'membership', email: site.membershipEmail },
] as const;

/** When the offices are open, and the two addresses that always reach someone. */
export function HoursAndQuickContact() {
  const t = useMessages(contactMessages);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card padding="lg">
        <h3 className="flex items-center gap-3 text-xl font-semibold text-fg">
          <Clock className="size-6 text-primary" aria-hidden="true" />
          {t('hours.heading')}
        </h3>
        <dl className="mt-6 grid gap-4">
          {offices.map((office) => (
            <div
              key={office}
              className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-4 last:border-0 last:pb-0"
            >
              <dt className="font-medium text-fg">{t(`hours.${office}.office`)}</dt>
              <dd className="text-fg-muted">
                <span className="font-medium text-fg">{t(`hours.${office}.days`)}</span> ·{' '}
                <IsolatedLatin text={t(`hours.${office}.hours`)} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card padding="lg">
        <h3 className="flex items-center gap-3 text-xl font-semibold text-fg">
          <Mail className="size-6 text-primary" aria-hidden="true" />
          {t('quickContact.heading')}
        </h3>
        <p className="mt-3 text-fg-muted">{t('quickContact.intro')}</p>
        <dl className="mt-6 grid gap-4">
          {quickContacts.map(({ label, email }) => (
            <div key={email}>
              <dt className="text-sm font-medium text-fg">{t(`quickContact.${label}`)}</dt>
              <dd className="mt-1">
                <ContactLink kind="email" value={email} label={t('directory.emailLabel')} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
