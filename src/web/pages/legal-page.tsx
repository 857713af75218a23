import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import type { LegalDocument } from '@content/legal/legal-document';
import { PageHeader } from '@web/components/page-header';
import { formatDate } from '@shared/format/dates';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { IsolatedLatin } from '@web/components/isolated-latin';

export function LegalPage({ page, document }: { page: 'privacy' | 'terms'; document: LegalDocument }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalized();
  const pageCopy = usePageCopy();
  const copy = pageCopy[page];
  const updated = formatDate(document.lastUpdated, locale, 'long');
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro}>
        <p className="mt-4 text-sm text-fg-muted">{t('page.lastUpdated', { date: updated })}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-14 sm:px-6">
        {document.sections.map((section) => (
          <section key={section.heading.en} className="grid gap-3">
            <h2 className="text-xl font-semibold text-fg">{localized(section.heading)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.en} className="leading-relaxed text-fg-muted">
                <IsolatedLatin text={localized(paragraph)} />
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
