import type { ReactNode } from 'react';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { DefinitionList } from './definition-list';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';

/** Who the member's invoices are for: their own setting for future invoices, or what their last checkout said. */
export function BillingSection({ member }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { billing } = member;
  const optional = (label: string, value: string | null): Array<[string, ReactNode]> =>
    value ? [[label, <bdi key={label}>{value}</bdi>]] : [];
  return (
    <SectionCard title={text('member.sections.billing')}>
      {!billing ? (
        <p className="text-fg-muted">{text('member.none')}</p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            {text(billing.source === 'account' ? 'member.billing.fromAccount' : 'member.billing.fromCheckout')}
          </p>
          {billing.buyingFor === 'myself' ? (
            <p className="text-fg">{text('member.billing.myself')}</p>
          ) : (
            <DefinitionList
              items={[
                ...optional(text('member.billing.legalName'), billing.legalName),
                ...optional(text('member.billing.registrationNumber'), billing.registrationNumber),
                ...optional(text('member.billing.vatNumber'), billing.vatNumber),
                ...optional(
                  text('member.billing.address'),
                  [billing.street, [billing.postcode, billing.city].filter(Boolean).join(' '), billing.country]
                    .filter(Boolean)
                    .join(', ') || null,
                ),
                ...optional(text('member.billing.billingEmail'), billing.billingEmail),
                ...optional(text('member.billing.purchaseOrder'), billing.purchaseOrder),
              ]}
            />
          )}
        </>
      )}
    </SectionCard>
  );
}
