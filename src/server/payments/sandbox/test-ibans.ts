import { electronicFormatIBAN } from 'ibantools';
import { sandboxTestIbans } from '@shared/sandbox-test-ibans';

/** How a sandbox SEPA debit ends: the failing test IBAN fails; any other valid IBAN settles (the sandbox moves no money). */
export function settleOutcomeOf(iban: string): 'succeed' | 'fail' {
  return electronicFormatIBAN(iban) === sandboxTestIbans.failsAfterProcessing ? 'fail' : 'succeed';
}
