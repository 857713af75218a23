import { useSearchParams } from '@web/page-runtime/page-location';
import type { DepartmentFilter } from '@content/contact/departments';
import { parseDepartment } from './filter-staff';

/**
 * The chosen department lives in `?department=`, so other pages can link to a
 * team and the back button returns to the previous choice (each choice is a
 * new history entry). The server serves the page prerendered for the
 * department in the URL, so the first render already agrees with it.
 */
export function useDepartmentFilter(): [DepartmentFilter, (next: DepartmentFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const department = parseDepartment(searchParams.get('department'));

  const setDepartment = (next: DepartmentFilter) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'all') params.delete('department');
    else params.set('department', next);
    setSearchParams(params);
  };
  return [department, setDepartment];
}
