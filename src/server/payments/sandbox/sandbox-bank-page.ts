import escapeHtml from 'escape-html';
import type enServer from '@messages/en/server.json';
import { intlLocale, textDirection, type Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';
import type { ProviderPaymentMethod } from '@shared/payment-methods';
import { idealBanks, type IdealBank } from '@shared/ideal-banks';
import { serverMessages } from '../../http/server-messages';
import { paymentMethodName } from '../payment-method-names';
import type { BankPageAnswer } from './sandbox-processor';

type CopyKey<Group extends 'sandboxAuthentication' | 'sandboxBank'> = keyof (typeof enServer)[Group];

export interface BankPageIntent {
  locale: Locale;
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
}

/** Names and figures, Latin in any language: isolated left to right so an Arabic page keeps them whole. */
const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

/**
 * The sandbox's stand-in for a bank's page: 3-D Secure for a card, the bank's
 * own page for iDEAL | Wero and Bancontact. Plain HTML forms that post to
 * `action`: it works without JavaScript, like the pages banks show. Every
 * text of `page` comes escaped.
 */
function bankPage(
  intent: BankPageIntent,
  page: {
    action: string;
    title: string;
    badge: string;
    text: string;
    rows: Array<[string, string]>;
    answers: Array<[BankPageAnswer, string]>;
  },
): string {
  const { locale } = intent;
  const hidden = `<input type="hidden" name="payment_intent" value="${escapeHtml(intent.paymentIntentId)}"><input type="hidden" name="client_secret" value="${escapeHtml(intent.clientSecret)}"><input type="hidden" name="lang" value="${locale}">`;
  const rows = page.rows.map(([term, value]) => `<div><dt>${term}</dt><dd>${value}</dd></div>`).join('');
  const forms = page.answers
    .map(
      ([answer, label], index) =>
        `<form method="post" action="${page.action}">${hidden}<input type="hidden" name="outcome" value="${answer}"><button class="${index === 0 ? 'primary' : 'secondary'}" type="submit">${label}</button></form>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${page.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f1f4;color:#1a1a1f;font-family:system-ui,-apple-system,'Segoe UI',sans-serif}
main{background:#fff;max-width:440px;width:calc(100% - 32px);box-sizing:border-box;border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#fff4e5;color:#7a3e00;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:16px 0 8px}
p{color:#45454d;line-height:1.5}
dl{border-block:1px solid #e4e4e8;padding:4px 0;margin:20px 0}
dl div{display:flex;justify-content:space-between;gap:16px;padding:8px 0}
dt{color:#45454d}dd{margin:0;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:12px}
form{flex:1 1 110px}
button{width:100%;min-height:48px;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer;border:1px solid #1a1a1f}
.primary{background:#1a1a1f;color:#fff}
.secondary{background:#fff;color:#1a1a1f}
button:focus-visible{outline:3px solid #21468b;outline-offset:2px}
</style>
</head>
<body>
<main>
<span class="badge">${page.badge}</span>
<h1>${page.title}</h1>
<p>${page.text}</p>
<dl>${rows}</dl>
<div class="actions">${forms}</div>
</main>
</body>
</html>`;
}

function formattedAmount(intent: BankPageIntent): string {
  return new Intl.NumberFormat(intlLocale(intent.locale), { style: 'currency', currency: intent.currency.toUpperCase() }).format(
    Number(centsToEuroString(intent.amountCents)),
  );
}

/** A card's 3-D Secure step: Approve or Fail. */
export function authenticatePage(intent: BankPageIntent): string {
  const copy = (key: CopyKey<'sandboxAuthentication'>) => escapeHtml(serverMessages.in(intent.locale)(`sandboxAuthentication.${key}`));
  return bankPage(intent, {
    action: '/sandbox/authenticate',
    title: copy('title'),
    badge: copy('badge'),
    text: copy('text'),
    rows: [[copy('amount'), ltr(formattedAmount(intent))]],
    answers: [
      ['approve', copy('approve')],
      ['fail', copy('fail')],
    ],
  });
}

/** iDEAL | Wero (with the bank the buyer chose) or Bancontact: Approve, Cancel or Fail. */
export function redirectMethodPage(
  intent: BankPageIntent & { method: Exclude<ProviderPaymentMethod, 'card' | 'sepa_debit'>; bank: IdealBank | undefined },
): string {
  const translate = serverMessages.in(intent.locale);
  const copy = (key: CopyKey<'sandboxBank'>) => escapeHtml(translate(`sandboxBank.${key}`));
  const method = paymentMethodName(intent.method, intent.locale);
  const rows: Array<[string, string]> = [
    [copy('method'), ltr(method)],
    ...(intent.bank ? [[copy('bank'), ltr(idealBanks[intent.bank])] as [string, string]] : []),
    [copy('amount'), ltr(formattedAmount(intent))],
  ];
  return bankPage(intent, {
    action: '/sandbox/bank',
    title: escapeHtml(translate('sandboxBank.title', { method: `\u2066${method}\u2069` })),
    badge: copy('badge'),
    text: copy('text'),
    rows,
    answers: [
      ['approve', copy('approve')],
      ['cancel', copy('cancel')],
      ['fail', copy('fail')],
    ],
  });
}
