import { SignInForm } from '@web/features/accounts/sign-in-form';
import { accountCatalog } from '@web/features/accounts/account-catalog';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('sign-in', SignInForm, { catalogs: [accountCatalog] });
