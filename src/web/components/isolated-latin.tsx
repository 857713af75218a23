import { latinRuns } from '@web/lib/latin-runs';
import { useLocale } from '@web/lib/use-locale';

/**
 * A text whose Latin runs (e-mail addresses, phone numbers, postcodes, codes,
 * names) sit in <bdi> on Arabic pages, so the bidirectional algorithm cannot
 * reorder them among the Arabic words ('+974 4000 1200' stays in that order).
 */
export function IsolatedLatin({ text }: { text: string }) {
  const locale = useLocale();
  if (locale !== 'ar') return text;
  return latinRuns(text).map((piece, index) => (piece.latin ? <bdi key={index}>{piece.text}</bdi> : piece.text));
}
