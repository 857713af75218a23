import { SignInForm } from '@web/features/accounts/sign-in-form';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('sign-in', SignInForm);
