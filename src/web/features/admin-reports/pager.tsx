import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { reportsCatalog } from './reports-catalog';

/** Previous and next for a list the server pages; the arrows turn with the reading direction. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const text = useMessages(reportsCatalog);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={text('common.pageOf', { page, pages })} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-fg-muted">
        {text('common.results', { count: total })} · {text('common.pageOf', { page, pages })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {text('common.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {text('common.next')}
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
