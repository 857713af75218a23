import { usePageCopy } from '@web/i18n/locale-texts-context';
import type { PageKey } from '@shared/routes';
import { useCurrentPage } from '@web/app/current-route';
import { parentPage } from '@web/app/parent-page';
import { PageHeader } from '@web/components/page-header';

/** A page that so far shows its heading and introduction from the content module. */
export default function StandardPage() {
  const page = useCurrentPage() as PageKey;
  const pageCopy = usePageCopy();
  const copy = pageCopy[page];
  const parent = parentPage(page);
  return (
    <PageHeader
      heading={copy.heading}
      intro={copy.intro}
      back={parent ? { href: parent.path, label: pageCopy[parent.key].heading } : undefined}
    />
  );
}
