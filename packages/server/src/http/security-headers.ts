import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Third parties the apps load (spec 7.7): the bot challenge (Turnstile, script and iframe), and
 * the tag manager once the visitor has consented (decision 019), with what Google documents for
 * its containers and GA4 ("Use Google Tag Manager with a Content Security Policy"): containers and
 * tags from its hosts, hits sent to GA4's collection hosts. Nothing else may run scripts or be framed.
 */
const TAG_MANAGER = {
  scripts: ['https://*.googletagmanager.com'],
  images: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  connections: [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};
const THIRD_PARTY_ORIGINS = {
  /** Cloudflare Turnstile, the sign-in's bot challenge: its script and its iframe. */
  botChallenge: ['https://challenges.cloudflare.com'],
  /**
   * reCAPTCHA v2, the contact form's captcha (Google's reCAPTCHA FAQ, CSP): api.js from google.com
   * loads its code from gstatic; the checkbox and the challenge are frames (decision 023).
   */
  captchaScripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  captchaFrames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * Security headers on every answer, apps first: a Content-Security-Policy with no inline or
 * eval'd scripts, framing by our own pages only (the store frames its sandbox payment page),
 * nosniff, a strict referrer policy. Inline styles stay allowed: components set style attributes.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { botChallenge, captchaScripts, captchaFrames } = THIRD_PARTY_ORIGINS;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...TAG_MANAGER.scripts, ...botChallenge, ...captchaScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...TAG_MANAGER.images],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...TAG_MANAGER.connections],
        frameSrc: ["'self'", ...botChallenge, ...captchaFrames],
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
