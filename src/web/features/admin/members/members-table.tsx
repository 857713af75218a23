import { pathTo } from '@shared/routes';
import type { MemberListRow } from '@shared/admin/member-constants';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { formatDate } from '@shared/format/dates';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { CountryName } from './country-name';
import { StatusBadge } from './status-badge';

const headerCell = 'py-2 pe-4 text-start font-medium whitespace-nowrap';

/** One page of members; a member's name opens their page. Below md, email and company go under the name. */
export function MembersTable({ rows }: { rows: MemberListRow[] }) {
  const text = useMessages(adminMembersCatalog);
  const locale = useLocale();
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface-raised p-4 shadow-sm">
      <table className="w-full text-start text-sm">
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className={headerCell}>
              {text('list.name')}
            </th>
            <th scope="col" className={`${headerCell} hidden md:table-cell`}>
              {text('list.email')}
            </th>
            <th scope="col" className={`${headerCell} hidden lg:table-cell`}>
              {text('list.company')}
            </th>
            <th scope="col" className={`${headerCell} hidden lg:table-cell`}>
              {text('list.country')}
            </th>
            <th scope="col" className={`${headerCell} hidden md:table-cell`}>
              {text('list.tier')}
            </th>
            <th scope="col" className={headerCell}>
              {text('list.status')}
            </th>
            <th scope="col" className={`${headerCell} hidden sm:table-cell`}>
              {text('list.expires')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-top">
              <th scope="row" className="py-3 pe-4 text-start font-semibold text-fg">
                {row.kind === 'account' ? (
                  <LocalizedLink
                    to={pathTo('adminMember', { accountId: row.id })}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    <bdi>{row.name}</bdi>
                  </LocalizedLink>
                ) : (
                  <bdi>{row.name}</bdi>
                )}
                <span className="block text-xs font-normal break-all text-fg-muted md:hidden">
                  <bdi>{row.email}</bdi>
                </span>
                {row.kind === 'checkout' ? (
                  <span className="block text-xs font-normal text-fg-muted">{text('list.pendingCheckout')}</span>
                ) : null}
              </th>
              <td className="hidden py-3 pe-4 break-all text-fg md:table-cell">
                <bdi>{row.email}</bdi>
              </td>
              <td className="hidden py-3 pe-4 text-fg lg:table-cell">
                <bdi>{row.companyName ?? ''}</bdi>
              </td>
              <td className="hidden py-3 pe-4 text-fg lg:table-cell">
                <CountryName country={row.country} />
              </td>
              <td className="hidden py-3 pe-4 text-fg md:table-cell">{row.tierName}</td>
              <td className="py-3 pe-4">
                <StatusBadge status={row.status} />
              </td>
              <td className="hidden py-3 pe-4 whitespace-nowrap text-fg sm:table-cell">
                {row.expiresAt ? formatDate(row.expiresAt, locale, 'short') : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
