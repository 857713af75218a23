/** The page copy in one language (see scripts/locale-content-plugin.ts). */
declare module '@content/pages.ts?locale=*' {
  import type { PageCopyInLocale } from '@web/i18n/locale-texts';

  export const pageCopy: PageCopyInLocale;
}
