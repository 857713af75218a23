import { PasswordReset } from '@web/features/accounts/password-reset';
import { accountCatalog } from '@web/features/accounts/account-catalog';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('password-reset', PasswordReset, { catalogs: [accountCatalog] });
