import { ArrowRight } from 'lucide-react';
import { articles, type NewsArticle } from '@content/news/articles';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { pagePath } from '@shared/routes';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { ArticleCard } from './article-card';
import { ArticleBadges, ArticleByline, ArticleTags } from './article-meta';
import { NewsClosing } from './news-closing';
import { newsMessages } from './news-messages';
import { relatedArticles } from './related-articles';
import { IsolatedLatin } from '@web/components/isolated-latin';

/** One article's own page: its full text, where to go next and three more to read. */
export function ArticleView({ article }: { article: NewsArticle }) {
  const localized = useLocalized();
  const pageCopy = usePageCopy();
  const t = useMessages(newsMessages);
  return (
    <>
      <SectionPageHeader
        heading={localized(article.title)}
        intro={localized(article.summary)}
        back={{ href: pagePath('news'), label: pageCopy.news.heading }}
      >
        <div className="mt-6 grid gap-3">
          <ArticleBadges article={article} />
          <ArticleByline article={article} />
        </div>
      </SectionPageHeader>
      <div className="mx-auto grid max-w-3xl gap-5 px-4 py-12 text-lg leading-relaxed text-fg sm:px-6 sm:py-16">
        {article.content.map((paragraph) => (
          <p key={paragraph.en}>
            <IsolatedLatin text={localized(paragraph)} />
          </p>
        ))}
        <div className="mt-4 border-t border-border pt-6">
          <ArticleTags article={article} />
        </div>
        {article.related ? (
          <LocalizedLink
            to={article.related.href}
            className="inline-flex items-center gap-1.5 self-start text-base font-semibold text-primary hover:underline"
          >
            {localized(article.related.label)}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </LocalizedLink>
        ) : null}
      </div>
      <Section id="more-news" heading={t('article.moreHeading')} tone="muted">
        {/* Other articles' cards: the site search finds each on its own page, not on every article's. */}
        <ul className="grid gap-6 md:grid-cols-3" data-pagefind-ignore="">
          {relatedArticles(articles, article).map((related) => (
            <li key={related.id}>
              <ArticleCard article={related} />
            </li>
          ))}
        </ul>
      </Section>
      <NewsClosing />
    </>
  );
}
