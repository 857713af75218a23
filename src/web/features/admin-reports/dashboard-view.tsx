import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@shared/admin-reports/dashboard';
import { adminBankTransfersText } from '@web/components/bank-transfer/admin-bank-transfers-catalog';
import { formatAmount, formatNumber } from '@shared/format/numbers';
import { centsToEuroString } from '@shared/money';
import { roleAllows } from '@shared/staff-roles';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { AttentionCard, DeletionRequestsCard, ExpiringCard } from './dashboard-lists';
import { ExportLink } from '@web/components/export-link';
import { formatDay, leftToRight } from './report-format';
import { RevenueCard } from './revenue-card';
import { reportsCatalog } from './reports-catalog';
import { useStaffRole } from './use-staff-role';

/** What staff see first: members, money, what needs doing. */
export function DashboardView() {
  const text = useMessages(reportsCatalog);
  const locale = useLocale();
  const figures = useQuery<DashboardFigures>({ queryKey: ['/api/admin/dashboard'] });
  if (figures.isPending) return <Spinner label={text('common.loading')} />;
  if (!figures.data) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
        {text('common.loadFailed')}
      </p>
    );
  }
  const data = figures.data;
  const totalActive = data.activeMembersByTier.reduce((sum, tier) => sum + tier.count, 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-semibold text-fg">{text('dashboard.heading')}</h2>
        <p className="text-sm text-fg-muted">
          {text('dashboard.asOf', { date: formatDay(data.asOf, locale), zone: leftToRight(data.timeZone) })}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="grid content-start gap-3">
          <h3 className="text-lg font-semibold text-fg">{text('dashboard.activeMembers')}</h3>
          <p className="text-3xl font-semibold text-fg tabular-nums">{text('dashboard.totalMembers', { count: totalActive })}</p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {data.activeMembersByTier.map((tier) => (
              <div key={tier.tierSlug} className="contents">
                <dt className="text-fg-muted">{tier.tierName}</dt>
                <dd className="text-end text-fg tabular-nums">{formatNumber(tier.count, locale)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <RevenueCard revenue={data.revenue} />
        <Card className="grid content-start gap-3">
          <h3 className="text-lg font-semibold text-fg">{text('dashboard.newSubscribers')}</h3>
          <p className="text-3xl font-semibold text-fg tabular-nums">
            {formatNumber(data.newSubscribers.confirmed + data.newSubscribers.pending, locale)}
          </p>
          <p className="text-sm text-fg-muted">
            {text('dashboard.newSubscribersText', {
              days: data.newSubscribers.days,
              confirmed: formatNumber(data.newSubscribers.confirmed, locale),
              pending: formatNumber(data.newSubscribers.pending, locale),
            })}
          </p>
        </Card>
      </div>
      <AttentionCard attention={data.attention} />
      <BankTransfersCard figures={data.bankTransfers} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ExpiringCard expiring={data.expiringSoon} />
        <DeletionRequestsCard requests={data.deletionRequests} />
      </div>
      <ExportsCard />
    </div>
  );
}

/** What awaits payment by bank transfer, and what of it is due today or overdue; finance opens the list from here. */
function BankTransfersCard({ figures }: { figures: DashboardFigures['bankTransfers'] }) {
  const text = useMessages(adminBankTransfersText);
  const locale = useLocale();
  const role = useStaffRole();
  const line = ({ count, amountCents }: { count: number; amountCents: number }) =>
    text('dashboard.figure', { count, amount: formatAmount(Number(centsToEuroString(amountCents)), 'eur', locale) });
  return (
    <Card className="grid content-start gap-3">
      <h3 className="text-lg font-semibold text-fg">{text('dashboard.heading')}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-fg-muted">{text('dashboard.open')}</dt>
        <dd className="font-semibold text-fg tabular-nums">{line(figures.open)}</dd>
        <dt className="text-fg-muted">{text('dashboard.overdue')}</dt>
        <dd className="font-semibold text-fg tabular-nums">{line(figures.overdue)}</dd>
      </dl>
      {role && roleAllows(role, ['finance']) ? (
        <LocalizedLink to="/admin/bank-transfers" className="justify-self-start font-semibold text-primary underline">
          {text('dashboard.link')}
        </LocalizedLink>
      ) : null}
    </Card>
  );
}

/** The exports this staff member's role may take: finance money, membership people. */
function ExportsCard() {
  const text = useMessages(reportsCatalog);
  const role = useStaffRole();
  if (!role) return null;
  return (
    <Card className="grid content-start gap-3">
      <h3 className="text-lg font-semibold text-fg">{text('dashboard.exports')}</h3>
      <div className="flex flex-wrap gap-2">
        {roleAllows(role, ['membership']) && <ExportLink href="/api/admin/exports/members.csv" label={text('dashboard.exportMembers')} />}
        {roleAllows(role, ['membership']) && (
          <ExportLink href="/api/admin/exports/subscribers.csv" label={text('dashboard.exportSubscribers')} />
        )}
        {roleAllows(role, ['finance']) && <ExportLink href="/api/admin/exports/payments.csv" label={text('dashboard.exportPayments')} />}
        {roleAllows(role, ['finance']) && <ExportLink href="/api/admin/exports/invoices.csv" label={text('dashboard.exportInvoices')} />}
      </div>
    </Card>
  );
}
