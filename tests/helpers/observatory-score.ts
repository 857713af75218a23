/**
 * Mozilla's HTTP Observatory (the MDN edition, as published in its scoring
 * methodology) applied to the headers of one response. It covers the tests
 * that headers alone decide:
 *
 *   content-security-policy, x-frame-options, x-content-type-options,
 *   strict-transport-security, referrer-policy and cookies.
 *
 * Left out, because a single response cannot show them: redirection (http to
 * https happens at the load balancer), subresource-integrity (it reads the
 * page's script tags), HSTS preloading (a browser list) and CORS, which only
 * scores crossdomain.xml or an origin reflected with credentials.
 * Cross-Origin-Resource-Policy never moves the score.
 */

export type ResponseHeaders = Record<string, string | string[] | number | undefined>;

export interface ObservatoryScore {
  score: number;
  grade: string;
  /** Each test's outcome and its modifier, e.g. { 'referrer-policy-private': 5 }. */
  modifiers: Record<string, number>;
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** HSTS must last at least six months (15768000 s) to go unpenalised. */
const SIX_MONTHS_SECONDS = 15_768_000;

function headerValues(headers: ResponseHeaders, name: string): string[] {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

type Policy = Map<string, string[]>;

/** Directive names to their sources; the first of a repeated directive wins, as in browsers. */
function parsePolicy(header: string): Policy | undefined {
  const policy: Policy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (!/^[a-z-]+$/i.test(name)) return undefined;
    if (!policy.has(name.toLowerCase()))
      policy.set(
        name.toLowerCase(),
        sources.map((source) => source.toLowerCase()),
      );
  }
  return policy.size > 0 ? policy : undefined;
}

const effective = (policy: Policy, directive: string) => policy.get(directive) ?? policy.get('default-src');
const broadSources = ['*', 'http:', 'https:', 'data:'];
const isInsecure = (source: string) => source === 'http:' || source.startsWith('http://');

function contentSecurityPolicy(headers: ResponseHeaders): [string, number, Policy | undefined] {
  const [header] = headerValues(headers, 'content-security-policy');
  if (header === undefined) return ['csp-not-implemented', -25, undefined];
  const policy = parsePolicy(header);
  if (!policy) return ['csp-header-invalid', -25, undefined];

  const script = effective(policy, 'script-src');
  const object = effective(policy, 'object-src');
  const style = effective(policy, 'style-src') ?? [];
  const unrestricted = (sources: string[] | undefined) => !sources || sources.some((source) => broadSources.includes(source));
  if (unrestricted(script) || unrestricted(object) || script?.includes("'unsafe-inline'")) {
    return ['csp-implemented-with-unsafe-inline', -20, policy];
  }
  const active = ['script-src', 'object-src', 'style-src', 'connect-src', 'frame-src', 'font-src', 'default-src'];
  if (active.some((directive) => policy.get(directive)?.some(isInsecure))) return ['csp-implemented-with-insecure-scheme', -20, policy];
  if (script?.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10, policy];
  if (['img-src', 'media-src'].some((directive) => policy.get(directive)?.some(isInsecure))) {
    return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10, policy];
  }
  if (style.includes("'unsafe-inline'") || style.some((source) => broadSources.includes(source))) {
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0, policy];
  }
  const defaultNone = policy.get('default-src')?.join(' ') === "'none'";
  return defaultNone ? ['csp-implemented-with-no-unsafe-default-src-none', 10, policy] : ['csp-implemented-with-no-unsafe', 5, policy];
}

function frameOptions(headers: ResponseHeaders, policy: Policy | undefined): [string, number] {
  if (policy?.has('frame-ancestors')) return ['x-frame-options-implemented-via-csp', 5];
  const [header] = headerValues(headers, 'x-frame-options');
  if (header === undefined) return ['x-frame-options-not-implemented', -20];
  const value = header.trim().toUpperCase();
  if (value === 'DENY' || value === 'SAMEORIGIN') return ['x-frame-options-sameorigin-or-deny', 0];
  if (value.startsWith('ALLOW-FROM ')) return ['x-frame-options-allow-from-origin', 0];
  return ['x-frame-options-header-invalid', -20];
}

function contentTypeOptions(headers: ResponseHeaders): [string, number] {
  const [header] = headerValues(headers, 'x-content-type-options');
  if (header === undefined) return ['x-content-type-options-not-implemented', -5];
  return header.trim().toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-header-invalid', -5];
}

/** The max-age of a valid HSTS header, or undefined when there is none or it is not valid. */
function hstsMaxAge(headers: ResponseHeaders): number | undefined {
  const [header] = headerValues(headers, 'strict-transport-security');
  const match = header ? /(?:^|;)\s*max-age="?(\d+)"?\s*(?:;|$)/i.exec(header) : null;
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function strictTransportSecurity(headers: ResponseHeaders, https: boolean): [string, number] {
  if (!https) return ['hsts-not-implemented-no-https', -20];
  if (headerValues(headers, 'strict-transport-security').length === 0) return ['hsts-not-implemented', -20];
  const maxAge = hstsMaxAge(headers);
  if (maxAge === undefined) return ['hsts-header-invalid', -20];
  return maxAge >= SIX_MONTHS_SECONDS
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

const privateReferrerPolicies = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const unsafeReferrerPolicies = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url']);

function referrerPolicy(headers: ResponseHeaders): [string, number] {
  const values = headerValues(headers, 'referrer-policy')
    .flatMap((header) => header.split(','))
    .map((value) => value.trim().toLowerCase());
  if (values.length === 0) return ['referrer-policy-not-implemented', 0];
  // Browsers use the last policy they understand.
  const known = (value: string) =>
    privateReferrerPolicies.has(value) || unsafeReferrerPolicies.has(value) || value === 'no-referrer-when-downgrade';
  const policy = values.filter(known).at(-1);
  if (!policy) return ['referrer-policy-header-invalid', -5];
  if (privateReferrerPolicies.has(policy)) return ['referrer-policy-private', 5];
  return unsafeReferrerPolicies.has(policy) ? ['referrer-policy-unsafe', -5] : ['referrer-policy-no-referrer-when-downgrade', 0];
}

interface Cookie {
  name: string;
  attributes: Map<string, string>;
}

function parseCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';');
  return {
    name: pair.split('=')[0]?.trim() ?? '',
    attributes: new Map(
      attributes.map((attribute) => {
        const [key = '', value = ''] = attribute.split('=');
        return [key.trim().toLowerCase(), value.trim().toLowerCase()];
      }),
    ),
  };
}

function cookies(headers: ResponseHeaders, https: boolean): [string, number] {
  const all = headerValues(headers, 'set-cookie').map(parseCookie);
  if (all.length === 0) return ['cookies-not-found', 0];
  const hsts = https && hstsMaxAge(headers) !== undefined;
  const secure = (cookie: Cookie) => https && cookie.attributes.has('secure');
  // The Observatory's own test for a session cookie: its name says so.
  const sessions = all.filter((cookie) => /sess|login/i.test(cookie.name));
  const sameSite = (cookie: Cookie) => cookie.attributes.get('samesite');

  if (all.some((cookie) => sameSite(cookie) !== undefined && !['strict', 'lax', 'none'].includes(sameSite(cookie) ?? ''))) {
    return ['cookies-samesite-flag-invalid', -20];
  }
  if (sessions.some((cookie) => !secure(cookie))) {
    return hsts ? ['cookies-session-without-secure-flag-but-protected-by-hsts', -10] : ['cookies-session-without-secure-flag', -40];
  }
  if (sessions.some((cookie) => !cookie.attributes.has('httponly'))) return ['cookies-session-without-httponly-flag', -30];
  if (all.some((cookie) => !secure(cookie))) {
    return hsts ? ['cookies-without-secure-flag-but-protected-by-hsts', -5] : ['cookies-without-secure-flag', -20];
  }
  if (all.some((cookie) => /csrf/i.test(cookie.name) && sameSite(cookie) === undefined))
    return ['cookies-anticsrf-without-samesite-flag', -20];
  return all.every((cookie) => ['strict', 'lax'].includes(sameSite(cookie) ?? ''))
    ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
    : ['cookies-secure-with-httponly-sessions', 0];
}

/** Scores one response as the Observatory would score a site that sent it; `https` is how it was fetched. */
export function observatoryScore(headers: ResponseHeaders, options: { https: boolean }): ObservatoryScore {
  const [csp, cspModifier, policy] = contentSecurityPolicy(headers);
  const outcomes: Array<[string, number]> = [
    [csp, cspModifier],
    frameOptions(headers, policy),
    contentTypeOptions(headers),
    strictTransportSecurity(headers, options.https),
    referrerPolicy(headers),
    cookies(headers, options.https),
  ];
  const penalties = outcomes.reduce((sum, [, modifier]) => sum + Math.min(modifier, 0), 0);
  const bonuses = outcomes.reduce((sum, [, modifier]) => sum + Math.max(modifier, 0), 0);
  const base = Math.max(0, 100 + penalties);
  // Bonuses count only for a site that reaches an A (90) without them.
  const score = base >= 90 ? base + bonuses : base;
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, modifiers: Object.fromEntries(outcomes) };
}
