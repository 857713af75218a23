import { PageHeader } from '@web/components/page-header';
import { SignInForm } from '@web/features/accounts/sign-in-form';
import { usePageCopy } from '@web/i18n/locale-texts-context';

export default function LoginPage() {
  const pageCopy = usePageCopy();
  return (
    <>
      <PageHeader heading={pageCopy.login.heading} intro={pageCopy.login.intro} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <SignInForm />
      </div>
    </>
  );
}
