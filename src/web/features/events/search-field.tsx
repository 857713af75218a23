import { SearchInput } from '@web/components/search-input';
import { useSearchAsYouType } from '@web/lib/use-search-as-you-type';

/** The events' search box: it searches as you type, writing the query to the URL. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const search = useSearchAsYouType(value, onSearch);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <SearchInput id={id} placeholder={placeholder} search={search} />
    </div>
  );
}
