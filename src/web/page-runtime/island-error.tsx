import { RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/i18n/locale-texts-context';

/**
 * Takes the place of an island that failed to render: the rest of the page,
 * which is plain HTML, keeps working around it.
 */
export function IslandError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-border bg-surface-raised p-6">
      <p className="text-lg font-semibold text-fg">{t('page.error.title')}</p>
      <p className="text-fg-muted">{t('page.error.body')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        {t('page.error.reload')}
      </Button>
    </div>
  );
}
