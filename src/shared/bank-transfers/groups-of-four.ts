/** An IBAN or creditor reference as people read and type it: no spaces in, groups of four out ("RF18 2026 0000 42"). */
export function groupsOfFour(electronic: string): string {
  return electronic
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
