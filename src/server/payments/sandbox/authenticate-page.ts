import escapeHtml from 'escape-html';
import type enServer from '@messages/en/server.json';
import { intlLocale, textDirection, type Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';
import { serverMessages } from '../../http/server-messages';

/**
 * The sandbox's stand-in for a bank's 3-D Secure page. Plain HTML forms: it
 * works without JavaScript, like the pages banks show.
 */
export function authenticatePage(input: {
  locale: Locale;
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
}): string {
  const { locale } = input;
  const copy = (key: keyof typeof enServer.sandboxAuthentication) => escapeHtml(serverMessages.in(locale)(`sandboxAuthentication.${key}`));
  const amount = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: input.currency.toUpperCase() }).format(
    Number(centsToEuroString(input.amountCents)),
  );
  const hidden = `<input type="hidden" name="payment_intent" value="${escapeHtml(input.paymentIntentId)}"><input type="hidden" name="client_secret" value="${escapeHtml(input.clientSecret)}"><input type="hidden" name="lang" value="${locale}">`;
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${copy('title')}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f1f4;color:#1a1a1f;font-family:system-ui,-apple-system,'Segoe UI',sans-serif}
main{background:#fff;max-width:420px;width:calc(100% - 32px);border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#fff4e5;color:#7a3e00;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:16px 0 8px}
p{color:#45454d;line-height:1.5}
dl{display:flex;justify-content:space-between;border-block:1px solid #e4e4e8;padding:12px 0;margin:20px 0}
dt{color:#45454d}dd{margin:0;font-weight:700}
.actions{display:flex;gap:12px}
form{flex:1}
button{width:100%;height:48px;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer;border:1px solid #1a1a1f}
.approve{background:#1a1a1f;color:#fff}
.fail{background:#fff;color:#1a1a1f}
button:focus-visible{outline:3px solid #21468b;outline-offset:2px}
</style>
</head>
<body>
<main>
<span class="badge">${copy('badge')}</span>
<h1>${copy('title')}</h1>
<p>${copy('text')}</p>
<dl><dt>${copy('amount')}</dt><dd>${escapeHtml(amount)}</dd></dl>
<div class="actions">
<form method="post" action="/sandbox/authenticate">${hidden}<input type="hidden" name="outcome" value="approve"><button class="approve" type="submit">${copy('approve')}</button></form>
<form method="post" action="/sandbox/authenticate">${hidden}<input type="hidden" name="outcome" value="fail"><button class="fail" type="submit">${copy('fail')}</button></form>
</div>
</main>
</body>
</html>`;
}
