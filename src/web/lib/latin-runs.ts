/** A piece of a text, marked when it is a run of Latin script. */
export interface TextPiece {
  text: string;
  latin: boolean;
}

/*
 * A run is one or more tokens of Latin letters, digits and the signs that
 * join them in addresses, codes and names ('info@qnlchamber.org', '+974 4000
 * 1200', '1082 ME', 'GMT+3', 'Tulip Agrifood International'), separated by
 * single spaces. It never ends on punctuation, so the Arabic sentence keeps
 * its full stop.
 */
const token = String.raw`[A-Za-z0-9+@][A-Za-z0-9+@.&'’:\-–/]*[A-Za-z0-9]|[A-Za-z]`;
// A bar between two names joins them too: co-branded names such as "iDEAL | Wero" read as one.
const run = new RegExp(String.raw`(?:${token})(?:(?: | \| )(?:${token}))*`, 'g');

/**
 * Words, addresses, phone numbers, digit groups and times or ranges ('8:00-17:00')
 * would be reordered; bare figures ('12', '800+', '2026') read the same either
 * way and stay in the sentence's flow.
 */
const needsIsolation = (candidate: string) => /[A-Za-z@]|^\+\d|\d \d|\d[:\-–/]\d/.test(candidate);

/** Splits a right-to-left text so that every Latin run can be isolated from the Arabic around it. */
export function latinRuns(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(run)) {
    if (!needsIsolation(match[0])) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), latin: false });
    pieces.push({ text: match[0], latin: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), latin: false });
  return pieces;
}
