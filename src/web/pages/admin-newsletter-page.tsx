import { HeadedPage } from '@web/components/headed-page';
import adminNewsletter from '@web/islands/admin-newsletter';
import { Island } from '@web/page-runtime/island';

export default function AdminNewsletterPage() {
  return (
    <HeadedPage page="adminNewsletter">
      <Island of={adminNewsletter} props={{}} />
    </HeadedPage>
  );
}
