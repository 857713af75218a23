/** The chamber's newsletters, without the subscription schema (and zod) for pages that only list them. */
export const newsletters = ['monthly-update', 'trade-weekly', 'market-monthly', 'research-quarterly'] as const;
export type Newsletter = (typeof newsletters)[number];
