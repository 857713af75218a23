import type enSite from '@messages/en/site.json';
import type { Translate } from '@shared/messages/catalog';

/** The UI strings every page shows (header, footer, forms), shaped like the English catalog. */
export type SiteMessages = typeof enSite;

export type SiteTranslate = Translate<SiteMessages>;
