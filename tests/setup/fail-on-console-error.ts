import { afterEach, vi } from 'vitest';

/** A test that makes the code log an error has found a problem, even if its assertions pass. */
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((call) => call.join(' ')).join('\n')}`);
  }
});
