import { useParams, type Params } from 'react-router';
import { findArticle } from '@content/news/articles';
import { pageCopy } from '@content/pages';
import type { Locale } from '@shared/locales';
import type { HeadCopy } from '@web/app/page-head';
import { ArticleView } from '@web/features/news/article-view';
import NotFoundPage from './not-found-page';

/** An article's own title and summary as the page's title and description. */
export function head(params: Params, locale: Locale): HeadCopy {
  const article = findArticle(params.articleId ?? '');
  const copy = article ? { title: article.title, description: article.summary } : pageCopy.notFound;
  return { title: copy.title[locale], description: copy.description[locale] };
}

export default function NewsArticlePage() {
  const article = findArticle(useParams().articleId ?? '');
  return article ? <ArticleView article={article} /> : <NotFoundPage />;
}
