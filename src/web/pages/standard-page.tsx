import { pageCopy } from '@content/pages';
import type { PageKey } from '@shared/routes';
import { useCurrentPage } from '@web/app/document-head';
import { parentPage } from '@web/app/parent-page';
import { PageHeader } from '@web/components/page-header';
import { useLocalized } from '@web/lib/use-locale';

/** A page that so far shows its heading and introduction from the content module. */
export default function StandardPage() {
  const page = useCurrentPage() as PageKey;
  const localized = useLocalized();
  const copy = pageCopy[page];
  const parent = parentPage(page);
  return (
    <PageHeader
      heading={localized(copy.heading)}
      intro={localized(copy.intro)}
      back={parent ? { href: parent.path, label: localized(pageCopy[parent.key].heading) } : undefined}
    />
  );
}
