import { Quote } from 'lucide-react';
import type { Localized } from '@shared/locales';
import { useLocalized } from '@web/lib/use-locale';
import { Avatar } from './avatar';
import { IsolatedLatin } from '@web/components/isolated-latin';

/** A statement in someone's own words, attributed below it; the avatar keeps the Latin initials of the author's name. */
export function QuoteBlock({ quote, author, role }: { quote: string; author: Localized; role: string }) {
  const localized = useLocalized();
  return (
    <figure className="relative max-w-4xl rounded-3xl border border-border bg-surface-raised p-8 shadow-sm sm:p-12">
      <Quote className="absolute -top-5 start-8 size-10 rounded-full bg-primary p-2 text-primary-fg" aria-hidden="true" />
      <blockquote className="text-lg leading-relaxed text-fg sm:text-xl">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <Avatar name={author.en} />
        <span>
          <span className="block font-semibold text-fg">{localized(author)}</span>
          <span className="block text-sm text-fg-muted">
            <IsolatedLatin text={role} />
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
