import { FactTiles } from '@web/components/fact-tiles';
import { BadgeCheck, CalendarClock } from 'lucide-react';
import type { AccountOverview } from '@shared/accounts';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { formatDate } from '@shared/format/dates';
import { useLocale } from '@web/lib/use-locale';
import { useMessages } from '@web/i18n/use-messages';
import { accountCatalog } from './account-catalog';

/** Tier, status, dates and days left, with the way to renew. */
export function MembershipSummary({ membership }: { membership: AccountOverview['membership'] }) {
  const text = useMessages(accountCatalog);
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatDate(value, locale, 'long') : '—');
  const renewTarget = membership.tierSlug ? `/membership/checkout/${membership.tierSlug}` : '/membership';
  const facts = [
    { label: text('membership.tier'), value: membership.tierName ?? '—' },
    { label: text('membership.startsAt'), value: date(membership.startsAt) },
    { label: text('membership.expiresAt'), value: date(membership.expiresAt) },
    { label: text('membership.daysLeft'), value: text('membership.days', { days: membership.daysLeft }) },
  ];
  return (
    <Card className="grid gap-5" aria-labelledby="membership-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="membership-heading" className="flex items-center gap-2 text-xl font-semibold text-fg">
          <BadgeCheck className="size-5 text-primary" aria-hidden="true" />
          {text('membership.heading')}
        </h2>
        <Badge tone={membership.status === 'active' ? 'primary' : 'neutral'}>{text(`membership.status.${membership.status}`)}</Badge>
      </div>
      {membership.status === 'none' ? (
        <p className="text-fg-muted">{text('membership.noneYet')}</p>
      ) : (
        <FactTiles facts={facts} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
      )}
      <div>
        <ButtonLink size="lg" to={renewTarget}>
          <CalendarClock aria-hidden="true" />
          {membership.status === 'none'
            ? text('membership.choose')
            : membership.status === 'expired'
              ? text('membership.renewExpired')
              : text('membership.renew')}
        </ButtonLink>
      </div>
    </Card>
  );
}
