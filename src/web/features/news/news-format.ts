import type { NewsTranslate } from './news-messages';

/** 'N min read' under ten minutes, 'N min' from ten on. */
export function readTimeLabel(minutes: number, t: NewsTranslate): string {
  return t(minutes < 10 ? 'article.readTimeShort' : 'article.readTimeLong', { minutes });
}
