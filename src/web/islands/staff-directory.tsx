import { StaffDirectory } from '@web/features/contact/staff-directory';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('staff-directory', StaffDirectory);
