import { useSyncExternalStore } from 'react';
import { themeStorageKey, type Theme } from '@shared/theme';

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function setTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private browsing can refuse storage; the choice still applies to this page.
  }
}

/**
 * The boot script in <head> applies the theme before first paint, so the
 * <html> class is the source of truth. The server cannot know it: during
 * hydration the theme is undefined.
 */
export function useTheme(): { theme: Theme | undefined; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore<Theme | undefined>(subscribe, currentTheme, () => undefined);
  return { theme, setTheme };
}
