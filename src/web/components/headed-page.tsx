import type { ReactNode } from 'react';
import type { PageKey } from '@shared/routes';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { clsx } from 'clsx';
import { PageHeader } from './page-header';

/** A page's heading and introduction from its page copy, then its body in the page's column. */
export function HeadedPage({ page, narrow = false, children }: { page: PageKey; narrow?: boolean; children: ReactNode }) {
  const copy = usePageCopy()[page];
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className={clsx('mx-auto min-h-[70svh] px-4 py-10 sm:px-6 lg:px-8', narrow ? 'max-w-5xl' : 'max-w-7xl')}>{children}</div>
    </>
  );
}
