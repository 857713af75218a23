import { StaffSignInForm } from '@web/features/admin/staff-sign-in-form';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('admin-sign-in', StaffSignInForm);
