import { TierGrid } from '@web/features/membership/tier-grid';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('tier-grid', withQueryProvider(TierGrid));
