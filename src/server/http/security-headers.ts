import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { themeBootScript } from '@shared/theme';

function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

const ONE_YEAR_SECONDS = 31_536_000;

/** Stripe.js, its iframes and its API, allowed only when Stripe takes the payments. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export async function registerSecurityHeaders(app: FastifyInstance, allowStripe: boolean): Promise<void> {
  const stripe = (sources: string[]) => (allowStripe ? sources : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The only inline script is the theme boot script, allowed by its hash.
        scriptSrc: ["'self'", scriptHash(themeBootScript), ...stripe(stripeSources.script)],
        // Radix positions popovers and locks scrolling with inline styles; styles
        // cannot run code, so only scripts are held to hashes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe(stripeSources.connect)],
        frameSrc: allowStripe ? stripeSources.frame : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent only over https (below): HSTS on plain http is ignored by browsers
    // and would be wrong on localhost.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
  });
}
