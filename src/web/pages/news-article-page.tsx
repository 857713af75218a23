import { findArticle } from '@content/news/articles';
import type { Locale } from '@shared/locales';
import type { HeadCopy } from '@web/app/page-head';
import { ArticleView } from '@web/features/news/article-view';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';
import { usePageParams } from '@web/page-runtime/page-location';
import NotFoundPage from './not-found-page';

/** An article's own title and summary as the page's title and description. */
export function head(params: Record<string, string | undefined>, locale: Locale, pageCopy: PageCopyInLocale): HeadCopy {
  const article = findArticle(params.articleId ?? '');
  return article ? { title: article.title[locale], description: article.summary[locale] } : pageCopy.notFound;
}

export default function NewsArticlePage() {
  const article = findArticle(usePageParams('newsArticle').articleId ?? '');
  return article ? <ArticleView article={article} /> : <NotFoundPage />;
}
