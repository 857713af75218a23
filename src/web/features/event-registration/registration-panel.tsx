import { Lock, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventRegistrationSettings } from '@content/events/registration-settings';
import { formatDate } from '@shared/format/dates';
import { pagePath } from '@shared/routes';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { eventRegistrationMessages } from './event-registration-messages';
import { seatPriceText } from './seat-price';

/**
 * The registration's fixed part, known at build time: both prices, who pays
 * which, the window; then the live state and the form (islands the page gives).
 */
export function RegistrationPanel({
  settings,
  liveState,
  form,
}: {
  settings: EventRegistrationSettings;
  liveState: ReactNode;
  form: ReactNode;
}) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const membersOnly = settings.nonMemberPriceCents === null;
  // The instants carry the event's own offset: their calendar day is the one to show.
  const day = (instant: string) => formatDate(instant.slice(0, 10), locale, 'long');
  return (
    <Card className="grid content-start gap-6" padding="lg">
      <div className="grid gap-2">
        <h2 id="register-heading" className="text-2xl font-semibold text-fg">
          {t('register.heading')}
        </h2>
        {liveState}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-surface-muted p-4">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-fg-muted">
            <UsersRound className="size-4" aria-hidden="true" />
            {t('register.memberPrice')}
          </dt>
          <dd className="mt-1 text-lg font-semibold text-fg">{seatPriceText(settings.memberPriceCents, locale, t)}</dd>
        </div>
        <div className="rounded-xl bg-surface-muted p-4">
          <dt className="text-sm font-medium text-fg-muted">{t('register.nonMemberPrice')}</dt>
          <dd className="mt-1 text-lg font-semibold text-fg">
            {settings.nonMemberPriceCents === null ? t('register.membersOnly') : seatPriceText(settings.nonMemberPriceCents, locale, t)}
          </dd>
        </div>
      </dl>
      {membersOnly ? (
        <p className="flex gap-2 rounded-xl border border-border p-4 text-sm text-fg">
          <Lock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {t('register.membersOnlyText')}{' '}
            <LocalizedLink className="font-semibold text-primary underline" to={pagePath('login')}>
              {t('register.signIn')}
            </LocalizedLink>
          </span>
        </p>
      ) : null}
      {settings.memberPriceCents !== settings.nonMemberPriceCents ? (
        <p className="text-sm text-fg-muted">{t('register.memberPriceNote')}</p>
      ) : null}
      <p className="text-sm text-fg-muted">{t('register.window', { opens: day(settings.opensAt), closes: day(settings.closesAt) })}</p>
      {form}
    </Card>
  );
}
