import { useSearchParams } from 'react-router';
import type { DepartmentFilter } from '@content/contact/departments';
import { parseDepartment } from './filter-staff';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * The chosen department lives in `?department=`, so other pages can link to a
 * team and the back button returns to the previous choice (each choice is a
 * new history entry).
 */
export function useDepartmentFilter(): [DepartmentFilter, (next: DepartmentFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const department = hydrated ? parseDepartment(searchParams.get('department')) : 'all';

  const setDepartment = (next: DepartmentFilter) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('department');
        else params.set('department', next);
        return params;
      },
      { preventScrollReset: true },
    );
  };
  return [department, setDepartment];
}
