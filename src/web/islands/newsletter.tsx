import { NewsletterSignup } from '@web/features/newsletter/newsletter-signup';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('newsletter', NewsletterSignup);
