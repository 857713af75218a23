import escapeHtml from 'escape-html';

const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
/** Isolates a value brings along are dropped, so it cannot close ours early or leave one open. */
const isolateMarks = /[\u2066-\u2069]/g;

/**
 * A value put into a sentence (a buyer's name, a tier) as a unit that takes its
 * direction from its own first letter, so a Latin name in an Arabic sentence,
 * or an Arabic name in a Dutch one, cannot reorder the words around it.
 */
export function isolate(value: string): string {
  return `${FIRST_STRONG_ISOLATE}${value.replace(isolateMarks, '')}${POP_DIRECTIONAL_ISOLATE}`;
}

/** An email address or a phone number: left to right in any sentence. */
export function isolateLeftToRight(value: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${value.replace(isolateMarks, '')}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * A mail's plain text as HTML: escaped, and each isolate a <bdi> element, the
 * HTML way of saying the same, so both parts of a mail come from one text.
 */
export function htmlWithIsolates(text: string): string {
  return escapeHtml(text)
    .replaceAll(FIRST_STRONG_ISOLATE, '<bdi>')
    .replaceAll(LEFT_TO_RIGHT_ISOLATE, '<bdi dir="ltr">')
    .replaceAll(POP_DIRECTIONAL_ISOLATE, '</bdi>');
}
