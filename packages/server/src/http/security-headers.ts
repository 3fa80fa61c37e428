import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Third parties the apps load (spec 7.7): the tag manager and analytics, the bot challenge
 * (Turnstile, script and iframe). Nothing else may run scripts or be framed.
 */
const THIRD_PARTY_ORIGINS = {
  tagManager: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  botChallenge: ['https://challenges.cloudflare.com'],
};

/**
 * Security headers on every answer, apps first: a Content-Security-Policy with no inline or
 * eval'd scripts, framing by our own pages only (the store frames its sandbox payment page),
 * nosniff, a strict referrer policy. Inline styles stay allowed: components set style attributes.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { tagManager, botChallenge } = THIRD_PARTY_ORIGINS;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tagManager, ...botChallenge],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tagManager],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tagManager],
        frameSrc: ["'self'", ...botChallenge],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // The apps load only same-origin and CORS-enabled resources; COEP would block the tag manager.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors above is the modern rule; X-Frame-Options SAMEORIGIN says the same to old browsers.
    frameguard: { action: 'sameorigin' },
  });
}
