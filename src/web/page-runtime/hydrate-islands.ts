import { splitLocale } from '@shared/locales';
import { islandAttributes, type HydrateWhen, type IslandData } from './island-definition';
import { islandLoaders } from './island-loaders';
import { loadIntlDataOffThread } from './intl-data';
import { nextTask } from './next-task';

const pageLocale = () => splitLocale(window.location.pathname).locale;

/** Loads an island's code, React with it, and hydrates it. */
async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(islandAttributes.name) ?? '';
  const load = islandLoaders.get(name);
  if (!load) throw new Error(`The page has an island "${name}" the build does not know`);
  const data = JSON.parse(element.getAttribute(islandAttributes.data) ?? '') as IslandData;
  const [{ default: definition }, { hydrateIsland }] = await Promise.all([load(), import('./hydrate-island')]);
  await hydrateIsland(element, definition, data, pageLocale());
}

const interactions = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * An island that works as plain HTML until used (a form that posts without
 * JavaScript) loads nothing until the visitor reaches for it. A form sent
 * before its code has arrived is held and sent again once hydrated, so the
 * visitor gets the enhanced answer either way.
 */
function hydrateOnInteraction(element: HTMLElement): void {
  let hydration: Promise<void> | undefined;
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void start().then(() => form.requestSubmit(event.submitter));
  };
  // Once hydrated, React answers submits itself. Hydration finishes in a task
  // of its own, never inside a submit's dispatch, where requestSubmit would do nothing.
  const start = () => {
    hydration ??= hydrate(element).then(() => element.removeEventListener('submit', holdSubmit, true));
    return hydration;
  };
  for (const type of interactions) element.addEventListener(type, () => void start(), { once: true, passive: true });
  element.addEventListener('submit', holdSubmit, true);
}

/** Hydrates every island of the page by its `when`; resolves once those due at load are interactive. */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
  const when = (element: HTMLElement) => (element.getAttribute(islandAttributes.when) ?? 'load') as HydrateWhen;
  for (const element of elements.filter((element) => when(element) === 'interaction')) hydrateOnInteraction(element);
  const dueAtLoad = elements.filter((element) => when(element) === 'load');
  // The language's number and date data loads on another core while the islands' code downloads.
  if (dueAtLoad.length > 0) void loadIntlDataOffThread(pageLocale());
  // Starting a worker and each island's downloads are tasks of their own: together they took over 50 ms on a slow phone.
  const hydrations: Promise<void>[] = [];
  for (const element of dueAtLoad) {
    await nextTask();
    hydrations.push(hydrate(element));
  }
  await Promise.all(hydrations);
}
