/**
 * A 400 of our API names the field its first problem is about before the
 * message ("vatNumber: Please check the VAT number…", see
 * src/server/http/validation.ts). Returns that field's path and the message
 * for people, so a form can show it at the field; undefined for anything else.
 */
export function serverFieldError(serverMessage: string | undefined): { path: string; message: string } | undefined {
  const match = /^([A-Za-z]+(?:\.[A-Za-z]+)*): (.+)$/s.exec(serverMessage ?? '');
  return match?.[1] && match[2] ? { path: match[1], message: match[2] } : undefined;
}
