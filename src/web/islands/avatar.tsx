import { Avatar } from '@web/features/about/avatar';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('avatar', Avatar);
