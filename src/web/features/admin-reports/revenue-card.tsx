import type { DashboardFigures, RevenueFigure } from '@shared/admin-reports/dashboard';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { formatCents, formatDay } from './report-format';
import { reportsCatalog } from './reports-catalog';

function RevenuePeriod({ title, figure }: { title: string; figure: RevenueFigure }) {
  const text = useMessages(reportsCatalog);
  const locale = useLocale();
  return (
    <div className="grid content-start gap-1">
      <h4 className="text-sm font-medium text-fg-muted">{title}</h4>
      <p className="text-xs text-fg-muted">{text('dashboard.net')}</p>
      <p className="text-2xl font-semibold text-fg tabular-nums">
        <bdi>{formatCents(figure.netCents, locale)}</bdi>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
        <dt>{text('dashboard.received')}</dt>
        <dd className="text-end tabular-nums">
          <bdi>{formatCents(figure.receivedCents, locale)}</bdi>
        </dd>
        <dt>{text('dashboard.refunded')}</dt>
        <dd className="text-end tabular-nums">
          <bdi>{formatCents(figure.refundedCents, locale)}</bdi>
        </dd>
      </dl>
      <p className="text-xs text-fg-muted">
        {text('dashboard.paymentsCount', { count: figure.payments })} · {text('dashboard.since', { date: formatDay(figure.since, locale) })}
      </p>
    </div>
  );
}

/** Net revenue (received less refunded) this month and this year. */
export function RevenueCard({ revenue }: { revenue: DashboardFigures['revenue'] }) {
  const text = useMessages(reportsCatalog);
  return (
    <Card className="grid content-start gap-3">
      <h3 className="text-lg font-semibold text-fg">{text('dashboard.revenue')}</h3>
      <div className="grid grid-cols-2 gap-4">
        <RevenuePeriod title={text('dashboard.thisMonth')} figure={revenue.month} />
        <RevenuePeriod title={text('dashboard.thisYear')} figure={revenue.year} />
      </div>
    </Card>
  );
}
