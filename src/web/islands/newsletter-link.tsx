import { NewsletterLinkPage } from '@web/features/newsletter/newsletter-link-page';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('newsletter-link', withQueryProvider(NewsletterLinkPage));
