import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { StoreRouteOptions } from '../http/route.js';
import type { Store } from '../stores.js';
import { readMailbox } from './outbox.js';

const MailboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 200 })) });
type MailboxQuery = Static<typeof MailboxQuery>;

type OutboxMail = Awaited<ReturnType<typeof readMailbox>>[number];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? '');

/**
 * Escapes a mail body and makes its http(s) links clickable. Links are found in the escaped text,
 * so an href can hold no raw quote or angle bracket.
 */
export const bodyToHtml = (body: string): string =>
  escapeHtml(body).replace(/https?:\/\/[^\s<>]+/g, (url) => `<a href="${url}">${url}</a>`);

function mailboxPage(store: Store, mails: OutboxMail[], recipient: string | undefined): string {
  const title = `Mailbox /${store.segment}${recipient ? ` — ${recipient}` : ''}`;
  const items = mails.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.recipient)} · ${escapeHtml(mail.kind)} · <time>${mail.createdAt.toISOString()}</time></p>
<pre>${bodyToHtml(mail.body)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
article { border-top: 1px solid #ccc; padding: 0.5rem 0; }
h2 { font-size: 1.1rem; margin: 0.5rem 0 0; }
.meta { color: #555; margin: 0; }
pre { white-space: pre-wrap; font: inherit; }
</style>
<h1>${escapeHtml(title)}</h1>
<p>The newest ${String(mails.length)} mail the store has sent (development only).</p>
${items.join('\n') || '<p>No mail yet.</p>'}
</html>
`;
}

/**
 * The development mailbox: the outbox read in a browser (`/{store}/dev/mailbox`, filter with
 * `?to=`) or as JSON (`/{store}/dev/mailbox.json?to=`). Registered only when DEV_MAILBOX=on, which production refuses.
 */
export function registerDevMailbox(app: FastifyInstance, { db, store }: StoreRouteOptions): void {
  const options = { config: { public: true }, schema: { hide: true, querystring: MailboxQuery } };

  app.get('/dev/mailbox.json', options, async (request) => {
    const { to } = request.query as MailboxQuery;
    const mails = await readMailbox(db, store.segment, to);
    return mails.map(({ id, recipient, kind, subject, body, createdAt }) => ({
      id,
      recipient,
      kind,
      subject,
      body,
      createdAt: createdAt.toISOString(),
    }));
  });

  app.get('/dev/mailbox', options, async (request, reply) => {
    const { to } = request.query as MailboxQuery;
    const mails = await readMailbox(db, store.segment, to);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(mailboxPage(store, mails, to));
  });
}
