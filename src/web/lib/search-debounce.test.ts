import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchDebounce, SEARCH_DELAY_MS } from './search-debounce';

describe('createSearchDebounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the query once typing pauses, only the last text, trimmed', () => {
    const send = vi.fn();
    const search = createSearchDebounce(send);
    search.type('hyd');
    vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    search.type('hydrogen ');
    vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('hydrogen');
  });

  it('sends at once on Enter, and not again when the pause ends', () => {
    const send = vi.fn();
    const search = createSearchDebounce(send);
    search.type('forum');
    search.submit('forum');
    expect(send).toHaveBeenCalledExactlyOnceWith('forum');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    search.submit(' forum ');
    expect(send).toHaveBeenCalledOnce();
  });

  it('shows everything again at once when the box is emptied', () => {
    const send = vi.fn();
    const search = createSearchDebounce(send);
    search.reset('forum');
    search.type('');
    expect(send).toHaveBeenCalledExactlyOnceWith('');
    search.type('  ');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(send).toHaveBeenCalledOnce();
  });

  it('does not send the query in force again', () => {
    const send = vi.fn();
    const search = createSearchDebounce(send);
    search.reset('forum');
    search.type('forum ');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    search.reset('energy');
    search.submit('energy');
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a waiting search when the query changes elsewhere', () => {
    const send = vi.fn();
    const search = createSearchDebounce(send);
    search.type('hydrogen');
    search.reset('energy');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a waiting search when told the query it sent itself', () => {
    const send = vi.fn();
    const search = createSearchDebounce(send);
    search.submit('hyd');
    search.type('hydrogen');
    search.reset('hyd');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(send).toHaveBeenLastCalledWith('hydrogen');
  });
});
