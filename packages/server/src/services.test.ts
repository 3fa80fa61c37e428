import { DEFAULT_BOT_CHALLENGE_BYPASS } from '@vitrine/analytics';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './customers/passwords.js';
import { defaultServices } from './services.js';

const site = { production: false, publicUrl: 'http://localhost:3000' };

describe('default services', () => {
  it('hash new passwords at the production cost unless told to hash fast', async () => {
    expect(defaultServices(site).passwordHashing.log2N).toBe(17);
    const fast = defaultServices({ ...site, fastPasswordHashing: true }).passwordHashing;
    const hash = await hashPassword('Secret-123', fast);
    expect(hash.startsWith('scrypt$14$8$1$')).toBe(true);
    expect(await verifyPassword('Secret-123', hash)).toBe(true);
    expect(await verifyPassword('Secret-124', hash)).toBe(false);
  });

  it('check each challenge with its provider when its secret is set, with the sandbox otherwise', () => {
    const sandbox = defaultServices(site);
    expect([sandbox.botChallenge.provider, sandbox.captcha.provider]).toEqual([
      'sandbox',
      'sandbox',
    ]);
    const live = defaultServices({
      ...site,
      challenges: { turnstileSecret: 'ts-secret', recaptchaSecret: 'rc-secret' },
    });
    expect([live.botChallenge.provider, live.captcha.provider]).toEqual(['turnstile', 'recaptcha']);
  });

  it("let @vitrine/analytics' named robot past the challenges, or the deployment's own", () => {
    const { bypassesBotChallenge } = defaultServices(site);
    expect(
      bypassesBotChallenge(`Mozilla/5.0 (compatible; ${DEFAULT_BOT_CHALLENGE_BYPASS}/1.0)`),
    ).toBe(true);
    expect(bypassesBotChallenge('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(false);
    expect(bypassesBotChallenge(undefined)).toBe(false);
    const own = defaultServices({ ...site, challenges: { robotUserAgent: 'AcmeWatch-7f3a' } });
    expect(own.bypassesBotChallenge('AcmeWatch-7f3a/2.0')).toBe(true);
    expect(own.bypassesBotChallenge(DEFAULT_BOT_CHALLENGE_BYPASS)).toBe(false);
  });
});
