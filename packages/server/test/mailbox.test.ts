import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './contract-check.js';
import { TEST_BOT_CHALLENGE_TOKEN } from '../src/customers/bot-challenge.js';
import { CUSTOMER_SERVICE_EMAILS } from '../src/customers/contact-routes.js';
import { bodyToHtml } from '../src/mail/dev-mailbox.js';
import { NEW_PASSWORD, logIn, sameDatabaseApp, signUp } from './customer-fixtures.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

interface MailboxEntry {
  id: number;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The mailbox as a developer's browser reads it: no app key. */
const browse = (url: string) => t.app.inject({ method: 'GET', url });

describe.each(['fr', 'uk'] as const)('development mailbox of the %s store', (store) => {
  it('carries a working reset link: reset, log in with the new password, link used up', async () => {
    const { email } = await signUp(t, store);
    await new Shopper(t, store).ok('POST', '/api/customer/forgotpassword', {
      email: email.toUpperCase(),
    });
    const response = await browse(`/${store}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(response.statusCode).toBe(200);
    const mails = response.json<MailboxEntry[]>();
    expect(mails.map((mail) => mail.kind)).toEqual(['password-reset', 'welcome']);
    expect(mails.every((mail) => mail.recipient === email)).toBe(true);
    expect(Date.parse(mails[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const link = new URL(/https?:\/\/\S+/.exec(mails[0]?.body ?? '')?.[0] ?? '');
    expect(link.pathname).toBe(`/${store}/customer/account/forgotpasswordverification`);
    const reset = {
      token: link.searchParams.get('token'),
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    };
    await new Shopper(t, store).ok('POST', '/api/customer/resetpassword', reset);
    await logIn(t, store, email, NEW_PASSWORD);
    const again = await new Shopper(t, store).post('/api/customer/resetpassword', reset);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(refusal('account.reset_link_expired'));
  });

  it('shows the newest mail as a page: links clickable, everything else escaped, no script', async () => {
    const { email } = await signUp(t, store);
    await new Shopper(t, store).ok('POST', '/api/customer/forgotpassword', { email });
    await new Shopper(t, store).ok('POST', '/api/contact/submit', {
      civility: 'Mr',
      firstName: 'Tom',
      lastName: 'Baker',
      email,
      country: store === 'fr' ? 'FR' : 'GB',
      subject: '<b>Bold</b> & "quoted"',
      message: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      captcha: true,
      turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
    });
    const page = await browse(`/${store}/dev/mailbox`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['content-security-policy']).not.toMatch(/script-src/);
    const html = page.body;
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain(CUSTOMER_SERVICE_EMAILS[store]);
    expect(html).toMatch(
      new RegExp(
        `<a href="http://shop\\.test/${store}/customer/account/forgotpasswordverification\\?token=[\\w-]+">`,
      ),
    );
    // The newest first.
    expect(html.indexOf('· contact ·')).toBeLessThan(html.indexOf('· password-reset ·'));
  });

  it("lists one store's mail only, and one recipient's with ?to=", async () => {
    const { email } = await signUp(t, store);
    const other = store === 'fr' ? 'uk' : 'fr';
    const elsewhere = await browse(`/${other}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(elsewhere.json()).toEqual([]);
    const all = (await browse(`/${store}/dev/mailbox.json`)).json<MailboxEntry[]>();
    expect(new Set(all.map((mail) => mail.recipient)).size).toBeGreaterThan(1);
  });
});

describe('development mailbox off', () => {
  // Not turned on (DEV_MAILBOX=on), and in production where it cannot be.
  it.each([
    ['by default', {}],
    ['in production', { production: true }],
    ['in production even when asked for', { production: true, devMailbox: true }],
  ])('does not exist %s', async (_, services) => {
    const off = await sameDatabaseApp(t, services);
    try {
      for (const url of ['/fr/dev/mailbox', '/uk/dev/mailbox.json?to=a@example.com']) {
        const response = await off.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await off.app.close();
    }
  });
});

describe('mail bodies as HTML', () => {
  it('makes http(s) links clickable and nothing else', () => {
    expect(bodyToHtml('See https://a.test/x?y=1 or javascript:alert(1) <i>')).toBe(
      'See <a href="https://a.test/x?y=1">https://a.test/x?y=1</a> or javascript:alert(1) &lt;i&gt;',
    );
    expect(bodyToHtml('http://a.test/"onmouseover="x')).toBe(
      '<a href="http://a.test/&quot;onmouseover=&quot;x">http://a.test/&quot;onmouseover=&quot;x</a>',
    );
  });
});
