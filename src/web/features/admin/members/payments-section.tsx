import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { useFormatters } from './formatters';
import type { MemberSectionProps } from './member-context';
import { RefundDialog } from './refund-dialog';
import { SectionCard } from './section-card';

const headerCell = 'py-2 pe-4 text-start font-medium whitespace-nowrap';

/** Every payment, what of it was given back, and (for finance) a refund of what remains. */
export function PaymentsSection({ member, apiPath, refreshKey, canRefund }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { money, date } = useFormatters();
  return (
    <SectionCard title={text('member.sections.payments')}>
      {member.payments.length === 0 ? (
        <p className="text-fg-muted">{text('member.none')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-xs text-fg-muted">
              <tr>
                <th scope="col" className={headerCell}>
                  {text('member.payments.receipt')}
                </th>
                <th scope="col" className={`${headerCell} hidden md:table-cell`}>
                  {text('member.payments.period')}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {text('member.payments.amount')}
                </th>
                <th scope="col" className={`${headerCell} hidden text-end sm:table-cell`}>
                  {text('member.payments.refunded')}
                </th>
                {canRefund ? <td /> : null}
              </tr>
            </thead>
            <tbody>
              {member.payments.map((payment) => (
                <tr key={payment.id} className="border-t border-border align-top">
                  <th scope="row" className="py-3 pe-4 text-start font-semibold text-fg">
                    <bdi className="whitespace-nowrap">{payment.receiptNumber}</bdi>
                    <span className="block text-xs font-normal text-fg-muted">
                      {payment.tierName} · {date(payment.paidAt)} · {payment.provider}
                    </span>
                    {/* Below sm the refunded amount goes under the receipt, so the refund button stays in view. */}
                    <span className="block text-xs font-normal text-fg-muted sm:hidden">
                      {text('member.payments.refunded')}: <bdi>{money(payment.refundedCents)}</bdi>
                    </span>
                  </th>
                  <td className="hidden py-3 pe-4 text-fg md:table-cell">
                    <span className="whitespace-nowrap">{date(payment.periodStart)} –</span>{' '}
                    <span className="whitespace-nowrap">{date(payment.periodEnd)}</span>
                  </td>
                  <td className="py-3 pe-4 text-end whitespace-nowrap text-fg tabular-nums">
                    <bdi>{money(payment.amountCents)}</bdi>
                  </td>
                  <td className="hidden py-3 pe-4 text-end whitespace-nowrap text-fg tabular-nums sm:table-cell">
                    <bdi>{money(payment.refundedCents)}</bdi>
                  </td>
                  {canRefund ? (
                    <td className="py-2 text-end">
                      {payment.refundedCents < payment.amountCents ? (
                        <RefundDialog payment={payment} apiPath={apiPath} refreshKey={refreshKey} />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
