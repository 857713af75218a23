import type { DashboardFigures } from '@shared/admin-reports/dashboard';
import { formatNumber } from '@shared/format/numbers';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { MemberLink } from './member-link';
import { formatCents, formatDay } from './report-format';
import { reportsCatalog } from './reports-catalog';
import { bodyCell, headerCell, TableRegion } from './table-region';

/** Refunds due or failed, failed activations, payments that failed after processing or are still processing. */
export function AttentionCard({ attention }: { attention: DashboardFigures['attention'] }) {
  const text = useMessages(reportsCatalog);
  const locale = useLocale();
  const counts = [
    ['refundsFailed', attention.refundsFailed],
    ['refundsDue', attention.refundsDue],
    ['activationsFailed', attention.activationsFailed],
    ['failedAfterProcessing', attention.failedAfterProcessing],
    ['awaitingPayment', attention.awaitingPayment],
  ] as const;
  return (
    <Card className="grid grid-cols-1 content-start gap-4">
      <h3 className="text-lg font-semibold text-fg">{text('dashboard.attention')}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {counts.map(([key, count]) => (
          <div key={key} className="rounded-xl bg-surface-muted p-3">
            <dt className="text-xs text-fg-muted">{text(`dashboard.${key}`)}</dt>
            <dd className="text-2xl font-semibold text-fg tabular-nums">{formatNumber(count, locale)}</dd>
          </div>
        ))}
      </dl>
      {attention.items.length === 0 ? (
        <p className="text-sm text-fg-muted">{text('dashboard.attentionNone')}</p>
      ) : (
        <TableRegion name={text('dashboard.attention')}>
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className={headerCell}>
                  {text('payments.status')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('payments.payer')}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {text('payments.amount')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('payments.date')}
                </th>
              </tr>
            </thead>
            <tbody>
              {attention.items.map((item) => (
                <tr key={`${item.kind}-${item.paymentIntentId}`} className="border-t border-border">
                  <th scope="row" className={`${bodyCell} text-start font-semibold whitespace-nowrap`}>
                    {text('dashboard.attentionKind', { kind: item.kind })}
                    {item.detail ? <span className="block text-xs font-normal text-fg-muted">{item.detail}</span> : null}
                  </th>
                  <td className={bodyCell}>
                    <bdi>{item.email}</bdi>
                    <span className="block text-xs text-fg-muted">
                      <bdi>{item.paymentIntentId}</bdi>
                    </span>
                  </td>
                  <td className={`${bodyCell} text-end whitespace-nowrap tabular-nums`}>
                    <bdi>{formatCents(item.amountCents, locale)}</bdi>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>{formatDay(item.at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </Card>
  );
}

export function ExpiringCard({ expiring }: { expiring: DashboardFigures['expiringSoon'] }) {
  const text = useMessages(reportsCatalog);
  const locale = useLocale();
  return (
    <Card className="grid grid-cols-1 content-start gap-3">
      <h3 className="text-lg font-semibold text-fg">
        {text('dashboard.expiring', { days: expiring.days })}{' '}
        <span className="text-fg-muted tabular-nums">({formatNumber(expiring.count, locale)})</span>
      </h3>
      {expiring.members.length === 0 ? (
        <p className="text-sm text-fg-muted">{text('dashboard.expiringNone', { days: expiring.days })}</p>
      ) : (
        <ul className="grid gap-2">
          {expiring.members.map((member) => (
            <li
              key={member.accountId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-border pt-2 text-sm"
            >
              <span>
                <MemberLink accountId={member.accountId}>
                  <bdi>{member.name}</bdi>
                </MemberLink>
                <span className="block text-xs text-fg-muted">{member.tierName}</span>
              </span>
              <span className="text-fg-muted">
                {text('dashboard.expires')} {formatDay(member.expiresAt, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function DeletionRequestsCard({ requests }: { requests: DashboardFigures['deletionRequests'] }) {
  const text = useMessages(reportsCatalog);
  const locale = useLocale();
  return (
    <Card className="grid grid-cols-1 content-start gap-3">
      <h3 className="text-lg font-semibold text-fg">
        {text('dashboard.deletionRequests')} <span className="text-fg-muted tabular-nums">({formatNumber(requests.count, locale)})</span>
      </h3>
      {requests.requests.length === 0 ? (
        <p className="text-sm text-fg-muted">{text('dashboard.deletionNone')}</p>
      ) : (
        <ul className="grid gap-2">
          {requests.requests.map((request) => (
            <li key={request.id} className="grid gap-1 border-t border-border pt-2 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                <MemberLink accountId={request.accountId}>
                  <bdi>{request.name}</bdi>
                </MemberLink>
                <span className="text-fg-muted">
                  {text('dashboard.requested')} {formatDay(request.requestedAt, locale)}
                </span>
              </span>
              <bdi className="text-xs text-fg-muted">{request.email}</bdi>
              {request.message ? (
                <blockquote dir="auto" className="border-s-2 border-border ps-3 text-fg">
                  {request.message}
                </blockquote>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
