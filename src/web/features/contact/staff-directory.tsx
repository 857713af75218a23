import { useDomId } from '@web/page-runtime/dom-id';
import { departmentIds, type DepartmentFilter } from '@content/contact/departments';
import type { StaffMember } from '@content/contact/staff';
import { localizePath } from '@shared/locales';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { useHydrated } from '@web/lib/use-hydrated';
import { useLocale } from '@web/lib/use-locale';
import { contactMessages } from './contact-messages';
import { filterStaff, parseDepartment } from './filter-staff';
import { StaffCard } from './staff-card';
import { useDepartmentFilter } from './use-department-filter';
import { HydrateInTurn } from '@web/page-runtime/in-turn';

/** The dropdown's options in order, 'all' first. */
const departmentOptions: DepartmentFilter[] = ['all', ...departmentIds];

/**
 * The department dropdown and the team it selects. Before the script runs the
 * dropdown is a GET form with a button: the server answers `?department=` with
 * the page prerendered for that department.
 */
export function StaffDirectory({ staff }: { staff: StaffMember[] }) {
  const locale = useLocale();
  const t = useMessages(contactMessages);
  const selectId = useDomId();
  const hydrated = useHydrated();
  const [department, setDepartment] = useDepartmentFilter();
  const people = filterStaff(staff, department);

  return (
    <div>
      <form
        method="get"
        action={`${localizePath('/contact', locale)}#team`}
        className="mb-8 flex flex-col gap-4 rounded-2xl border border-border bg-surface-muted p-5 sm:flex-row sm:items-end sm:justify-between"
      >
        <div className="grid grid-cols-1 gap-2 sm:w-80">
          <label htmlFor={selectId} className="text-sm font-semibold text-fg">
            {t('directory.filterLabel')}
          </label>
          <div className="flex gap-2">
            <select
              id={selectId}
              name="department"
              value={department}
              onChange={(event) => setDepartment(parseDepartment(event.target.value))}
              className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface-raised px-3 text-fg dark:[color-scheme:dark]"
            >
              {departmentOptions.map((id) => (
                <option key={id} value={id}>
                  {t(`department.${id}`)}
                </option>
              ))}
            </select>
            {hydrated ? null : (
              <Button type="submit" variant="outline">
                {t('directory.applyFilter')}
              </Button>
            )}
          </div>
        </div>
        <p role="status" className="text-sm font-medium text-fg-muted">
          {t('directory.resultCount', { count: people.length })}
        </p>
      </form>
      {people.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <li key={person.email}>
              <HydrateInTurn>
                <StaffCard person={person} />
              </HydrateInTurn>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="text-fg-muted">{t('directory.empty')}</p>
          <Button variant="outline" className="mt-4" onClick={() => setDepartment('all')}>
            {t('directory.showAll')}
          </Button>
        </div>
      )}
    </div>
  );
}
