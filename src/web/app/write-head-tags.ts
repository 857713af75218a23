import type { HeadTag } from './head-tags';

/** Matches every element `headTags` can write, and no other, so the tags a new page lacks can be found and removed. */
const headTagSelector = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name="twitter:card"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(', ');

/** What tells a head tag apart from the others: a meta's name or property, a link's relation and language. */
function identity(element: string, attribute: (name: string) => string | null | undefined): string {
  if (element === 'meta') return `meta ${attribute('name') ?? attribute('property') ?? ''}`;
  if (element === 'link') return `link ${attribute('rel') ?? ''} ${attribute('hreflang') ?? ''}`;
  return element;
}

function tagIdentity(tag: HeadTag): string {
  return tag.element === 'title' ? 'title' : identity(tag.element, (name) => tag.attributes[name]);
}

function write(element: Element, tag: HeadTag) {
  if (tag.element === 'title') {
    if (element.textContent !== tag.text) element.textContent = tag.text;
    return;
  }
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/**
 * Makes the document's head say what `tags` say: a tag the head already has
 * is updated in place, a missing one is inserted after the tag before it, and
 * a head tag the page does not have (such as robots noindex when leaving a
 * private page) is removed. Tags outside `headTags`' kinds are left alone.
 */
export function writeHeadTags(head: HTMLHeadElement, tags: HeadTag[]) {
  const present = new Map(
    Array.from(head.querySelectorAll(headTagSelector), (element) => [
      identity(element.localName, (name) => element.getAttribute(name)),
      element,
    ]),
  );
  let previous: Element | undefined;
  for (const tag of tags) {
    const key = tagIdentity(tag);
    const element = present.get(key) ?? head.ownerDocument.createElement(tag.element);
    present.delete(key);
    write(element, tag);
    if (!element.isConnected) {
      if (previous) previous.after(element);
      else head.append(element);
    }
    previous = element;
  }
  for (const stale of present.values()) stale.remove();
}
