import { usePageCopy } from '@web/i18n/locale-texts-context';
import { findPage } from '@shared/routes';
import { splitLocale } from '@shared/locales';
import { usePageLocation } from '@web/page-runtime/page-location';
import { parentPage } from '@web/app/parent-page';
import { PageHeader } from '@web/components/page-header';

/** A page that so far shows its heading and introduction from the content module. */
export default function StandardPage() {
  const found = findPage(splitLocale(usePageLocation().pathname).path);
  if (!found) throw new Error('The standard page is rendered only for a page of the route table');
  const page = found.key;
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
