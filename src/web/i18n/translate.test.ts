import { describe, expect, it } from 'vitest';
import { allMessages } from './all-messages';
import { createTranslate } from './translate';

describe('createTranslate', () => {
  const t = createTranslate(allMessages.en);

  it('finds a nested key and fills in its placeholders', () => {
    expect(t('footer.copyright', { year: 2030, name: 'QNCC' })).toBe(
      allMessages.en.footer.copyright.replace('{{year}}', '2030').replace('{{name}}', 'QNCC'),
    );
  });

  it('answers with the key itself when it names no text', () => {
    expect(t('footer.nowhere')).toBe('footer.nowhere');
    expect(t('footer')).toBe('footer');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(t('footer.copyright', { year: 2030 })).toContain('{{name}}');
  });

  it('reads the catalog of the language it was made for', () => {
    expect(createTranslate(allMessages.ar)('shell.join')).toBe(allMessages.ar.shell.join);
  });
});
