/**
 * A short notice for the next page a visitor lands on, such as "You have
 * signed out" after the sign-out took them home. The text is in the page
 * (`<template data-flash="…">`, in its language); the choice crosses the page
 * load in session storage.
 */
const flashKey = 'qnlcc-flash';
/** As long as a toast stays (the spec's 5,000 ms). */
const flashDurationMs = 5000;

export type Flash = 'signed-out';

export function showFlashOnNextPage(flash: Flash): void {
  try {
    sessionStorage.setItem(flashKey, flash);
  } catch {
    // Storage refused (private browsing): the next page simply says nothing.
  }
}

/** Shows the notice left for this page, once. */
export function showPendingFlash(): void {
  let flash: string | null = null;
  try {
    flash = sessionStorage.getItem(flashKey);
    sessionStorage.removeItem(flashKey);
  } catch {
    return;
  }
  if (!flash) return;
  const text = document.querySelector<HTMLTemplateElement>(`template[data-flash="${CSS.escape(flash)}"]`)?.content.textContent;
  const region = document.querySelector<HTMLElement>('[data-flash-region]');
  if (!text || !region) return;
  const notice = document.createElement('p');
  notice.className = 'rounded-xl border border-border bg-surface-raised p-4 text-sm font-medium text-fg shadow-lg';
  notice.textContent = text.trim();
  // Inserted into a region that is already in the page, so screen readers announce it.
  region.append(notice);
  setTimeout(() => notice.remove(), flashDurationMs);
}
