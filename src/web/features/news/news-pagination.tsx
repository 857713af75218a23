import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { newsMessages } from './news-messages';
import { pageButtons } from './news-query';

export function NewsPagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const t = useMessages(newsMessages);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <Button type="button" variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('pagination.previous')}</span>
          </Button>
        </li>
        {pageButtons(page, pageCount).map((number) => (
          <li key={number}>
            <Button
              type="button"
              variant={number === page ? 'primary' : 'outline'}
              size="iconSm"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number })}
              onClick={() => onPage(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button type="button" variant="outline" size="sm" disabled={page === pageCount} onClick={() => onPage(page + 1)}>
            <span className="max-sm:sr-only">{t('pagination.next')}</span>
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
