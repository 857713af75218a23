import { themeStorageKey, type Theme } from '@shared/theme';

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
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
 * The theme button. The inline script in <head> has already applied the saved
 * or the system theme; the prerendered button cannot know which, so it states
 * whether dark mode is on only from here.
 */
export function bindThemeToggle(button: HTMLButtonElement): void {
  const show = () => button.setAttribute('aria-pressed', String(currentTheme() === 'dark'));
  show();
  button.addEventListener('click', () => {
    applyTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    show();
  });
}
