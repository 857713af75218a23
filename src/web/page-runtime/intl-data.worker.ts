/*
 * Builds a number and a date formatter for the language its creator names,
 * then says so. The browser keeps the number and date data it loads for them
 * for the whole page, so the page's own first formatters find it loaded.
 */
const intlLocaleName = self.name;
new Intl.NumberFormat(intlLocaleName).format(1);
new Intl.DateTimeFormat(intlLocaleName, { month: 'long', timeZone: 'UTC' }).format(0);
self.postMessage('loaded');
