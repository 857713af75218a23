import { HeadedPage } from '@web/components/headed-page';

export default function AdminInvitePage() {
  return (
    <HeadedPage page="adminInvite" narrow>
      {null}
    </HeadedPage>
  );
}
