import type { ReactNode } from 'react';
import { pathTo } from '@shared/routes';
import { LocalizedLink } from '@web/lib/localized-link';

/** A member's page in the back office, where staff act on what a report shows. */
export function MemberLink({ accountId, children }: { accountId: string; children: ReactNode }) {
  return (
    <LocalizedLink to={pathTo('adminMember', { accountId })} className="font-semibold text-primary underline-offset-4 hover:underline">
      {children}
    </LocalizedLink>
  );
}
