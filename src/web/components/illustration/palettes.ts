/**
 * Background, text (fill and line) and mark colours from the brand's tokens for generated tiles and
 * covers. Each pair meets WCAG AA in both themes because the tokens do.
 */
export const palettes = [
  { background: 'fill-primary', ink: 'fill-primary-fg', line: 'stroke-primary-fg', mark: 'fill-accent' },
  { background: 'fill-primary-soft', ink: 'fill-primary-ink', line: 'stroke-primary-ink', mark: 'fill-primary' },
  { background: 'fill-secondary-soft', ink: 'fill-secondary', line: 'stroke-secondary', mark: 'fill-accent' },
  { background: 'fill-secondary', ink: 'fill-surface', line: 'stroke-surface', mark: 'fill-accent' },
  { background: 'fill-accent', ink: 'fill-[#1a1a1f]', line: 'stroke-[#1a1a1f]', mark: 'fill-primary' },
  { background: 'fill-surface-muted', ink: 'fill-fg', line: 'stroke-fg', mark: 'fill-primary' },
] as const;

export type Palette = (typeof palettes)[number];
