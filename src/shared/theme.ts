export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const themeStorageKey = 'qnlcc-theme';

/**
 * Runs inline in <head> before the first paint so the page never flashes the
 * wrong theme. A saved choice wins; a first visit follows the system setting.
 * The server allows exactly this script in its CSP by hash.
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t!=="light"&&t!=="dark"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var d=document.documentElement;d.classList.toggle("dark",t==="dark");d.style.colorScheme=t}catch(e){}})();`;
