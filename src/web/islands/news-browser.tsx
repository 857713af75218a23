import { NewsBrowser } from '@web/features/news/news-browser';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('news-browser', NewsBrowser);
