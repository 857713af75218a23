import { PasswordReset } from '@web/features/accounts/password-reset';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('password-reset', PasswordReset);
