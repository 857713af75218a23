import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { signedOutStaffVariant } from '@shared/page-variants';
import { pagePath } from '@shared/routes';
import type { StaffProfile } from '@shared/staff';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError } from '@web/lib/api-request';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { useSearchParams } from '@web/page-runtime/page-location';
import { adminCatalog } from '@shared/admin-catalog';
import { sectionOpenTo, sectionsOpenTo, type AdminSectionKey } from './admin-sections';
import { signOutStaff } from './staff-sign-out';
import { StaffSignInNeeded } from './staff-sign-in-needed';
import { StaffContext, staffQueryKey } from './use-staff';

/**
 * The back office frame around a section: its navigation (the sections the
 * staff member's role opens), who is signed in and signing out. It asks the
 * server who is signed in; without a staff session it shows the way to the
 * staff sign-in, and a section the role does not open is not shown.
 */
export function AdminLayout({ section, children }: { section: AdminSectionKey; children?: ReactNode }) {
  const text = useMessages(adminCatalog);
  const [query] = useSearchParams();
  // Served as the signed-out variant, the page already knows: no cookie, no staff member.
  const knownSignedOut = query.get(signedOutStaffVariant.param) === signedOutStaffVariant.value;
  const me = useQuery<{ staff: StaffProfile | null }>({
    queryKey: staffQueryKey,
    initialData: knownSignedOut ? { staff: null } : undefined,
  });
  if (me.isPending) return <Spinner label={text('frame.loading')} />;
  if (me.data?.staff === null || (me.error instanceof ApiError && me.error.status === 401)) return <StaffSignInNeeded />;
  if (!me.data?.staff) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
        {text('frame.loadFailed')}
      </p>
    );
  }
  const { staff } = me.data;
  return (
    <StaffContext.Provider value={staff}>
      <div className="grid grid-cols-1 gap-8">
        <AdminBar staff={staff} current={section} />
        {sectionOpenTo(section, staff.role) ? (
          children
        ) : (
          <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
            {text('frame.sectionNotAllowed')}
          </p>
        )}
      </div>
    </StaffContext.Provider>
  );
}

function AdminBar({ staff, current }: { staff: StaffProfile; current: AdminSectionKey }) {
  const text = useMessages(adminCatalog);
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4 border-b border-border pb-4 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label={text('frame.navigation')}>
        <ul className="flex flex-wrap gap-1">
          {sectionsOpenTo(staff.role).map((section) => (
            <li key={section.key}>
              <LocalizedLink
                to={pagePath(section.page)}
                aria-current={section.key === current ? 'page' : undefined}
                className={clsx(
                  'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-surface-muted hover:text-fg',
                  section.key === current ? 'bg-primary-soft text-primary' : 'text-fg-muted',
                )}
              >
                {text(`sections.${section.key}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-fg">
          {text('frame.signedInAs', { name: staff.displayName })}{' '}
          <Badge tone="neutral" size="md">
            {text(`roles.${staff.role}`)}
          </Badge>
        </p>
        <Button variant="outline" size="sm" onClick={() => void signOutStaff(locale)}>
          <LogOut aria-hidden="true" />
          {text('frame.signOut')}
        </Button>
      </div>
    </div>
  );
}
