import type { FastifyInstance } from 'fastify';

export const speculationRulesPath = '/speculation-rules.json';

/**
 * Every page is its own document, so the browser is told to fetch a same-site
 * page as soon as the visitor shows intent (a pointer resting on the link, a
 * press): "moderate" eagerness. The API, the links that act when opened
 * (newsletter confirmations, password resets) and the language links are
 * never fetched ahead.
 */
const rules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/*newsletter/*', '/*reset-password*', '/*membership/success*'] } },
          // A language link sets the language cookie as it is followed; fetched ahead, its page would be
          // answered for the old language (the server redirects by that cookie).
          { not: { selector_matches: 'a[data-language-choice]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

const body = JSON.stringify(rules);

/** The header that points an HTML answer at the rules; the rules themselves, with the type browsers require. */
export const speculationRulesHeader = { 'Speculation-Rules': `"${speculationRulesPath}"` };

export function registerSpeculationRules(app: FastifyInstance): void {
  app.get(speculationRulesPath, (_request, reply) =>
    reply.type('application/speculationrules+json').header('Cache-Control', 'public, max-age=3600').send(body),
  );
}
