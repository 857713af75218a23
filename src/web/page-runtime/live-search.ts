import { pagefindPath, searchHitsHtml, searchResultAttributes, searchStatus, type SearchHit } from '@shared/site-search';

const MAX_HITS = 20;

/** The part of Pagefind's browser API the search page uses. */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  /** Resolves to null when a later call has replaced this one. */
  debouncedSearch(term: string): Promise<{ results: Array<{ data(): Promise<PagefindResult> }> } | null>;
}

interface PagefindResult {
  url: string;
  /** HTML: the page's text escaped, the matches in <mark>. */
  excerpt: string;
  meta: { title?: string };
}

let pagefind: Promise<Pagefind> | undefined;

/** Pagefind and its index for the page's language (it reads <html lang>), loaded when the visitor first searches. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ `${pagefindPath}pagefind.js`) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 28 });
    return module;
  });
  return pagefind;
}

async function findPages(query: string): Promise<SearchHit[] | undefined> {
  const search = await (await loadPagefind()).debouncedSearch(query);
  if (!search) return undefined;
  const results = await Promise.all(search.results.slice(0, MAX_HITS).map((result) => result.data()));
  return results.map((result) => ({ url: result.url, title: result.meta.title ?? result.url, excerptHtml: result.excerpt }));
}

/**
 * The search page's results follow the typing: Pagefind searches the static
 * index in the browser and the results replace the list the server wrote.
 * The address keeps the query, so a reload or a shared link shows the same.
 * Should Pagefind fail to load, a sent form goes to the server as without
 * JavaScript.
 */
export function bindLiveSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const status = document.querySelector(`[${searchResultAttributes.status}]`);
  const list = document.querySelector(`[${searchResultAttributes.hits}]`);
  const area = status?.parentElement;
  if (!input || !status || !list || !area) return;
  const texts = {
    found: area.getAttribute(searchResultAttributes.foundText) ?? '',
    none: area.getAttribute(searchResultAttributes.noneText) ?? '',
  };
  const start = area.getAttribute(searchResultAttributes.startText) ?? '';

  const show = async (query: string): Promise<void> => {
    const url = new URL(window.location.href);
    url.search = query ? new URLSearchParams({ q: query }).toString() : '';
    window.history.replaceState(null, '', url);
    if (!query) {
      status.textContent = start;
      list.replaceChildren();
      return;
    }
    const hits = await findPages(query);
    if (!hits || input.value.trim() !== query) return;
    status.textContent = searchStatus(query, hits.length, texts);
    list.innerHTML = searchHitsHtml(hits);
  };

  const search = () =>
    show(input.value.trim()).catch(() => {
      form.submit();
    });
  input.addEventListener('input', () => void search());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search();
  });
  // What the visitor typed before this code arrived is searched now.
  if (input.value.trim() !== (new URL(window.location.href).searchParams.get('q') ?? '').trim()) void search();
}
