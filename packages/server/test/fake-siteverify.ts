import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider received: the request's content type and its form fields. */
interface SiteverifyCall {
  contentType: string | undefined;
  form: Record<string, string>;
}

/** The fake's secret: any other is refused, as the providers do. */
export const FAKE_SECRET = 'fake-provider-secret';

/**
 * The tokens the fake provider knows, and how it answers each (Turnstile's and reCAPTCHA's
 * documented answers and failures). Any other token is refused as invalid.
 */
export const FAKE_TOKENS = {
  /** Solved: `{ success: true }`. */
  solved: 'solved-token',
  /** Already verified once: `timeout-or-duplicate`. */
  used: 'used-token',
  /** The provider fails: HTTP 500. */
  failing: 'failing-token',
  /** The provider answers something that is not its JSON (a proxy's error page). */
  garbled: 'garbled-token',
  /** The provider never answers (until the fake closes). */
  slow: 'slow-token',
} as const;

export interface FakeSiteverify {
  /** The verify endpoint's URL. */
  url: string;
  /** Every request received, oldest first. */
  calls: SiteverifyCall[];
  close(): Promise<void>;
}

/** What the provider answers a request: status and body (JSON unless a string); none: it hangs. */
type Answer = { status: number; body: unknown } | 'no answer';

const verdict = (body: unknown): Answer => ({ status: 200, body });

/** How the provider answers a form, as its documentation says. */
function answerTo(method: string | undefined, form: Record<string, string>): Answer {
  if (method !== 'POST')
    return { status: 405, body: { success: false, 'error-codes': ['bad-request'] } };
  if (form.secret !== FAKE_SECRET)
    return verdict({ success: false, 'error-codes': ['invalid-input-secret'] });
  switch (form.response) {
    case FAKE_TOKENS.solved:
      return verdict({
        success: true,
        challenge_ts: '2026-03-14T10:00:00.000Z',
        hostname: 'shop.test',
        'error-codes': [],
      });
    case FAKE_TOKENS.used:
      return verdict({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    case FAKE_TOKENS.failing:
      return { status: 500, body: { success: false, 'error-codes': ['internal-error'] } };
    case FAKE_TOKENS.garbled:
      return { status: 200, body: '<html><body>Bad gateway</body></html>' };
    case FAKE_TOKENS.slow:
      return 'no answer';
    default:
      return verdict({ success: false, 'error-codes': ['invalid-input-response'] });
  }
}

/**
 * A local HTTP server that behaves like a provider's siteverify endpoint (POST, form-encoded
 * `secret`, `response`, `remoteip`; JSON `{ success, 'error-codes' }`), for real HTTP in tests.
 */
export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const calls: SiteverifyCall[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ contentType: request.headers['content-type'], form });
      const answer = answerTo(request.method, form);
      if (answer === 'no answer') return; // held until the fake closes
      const text = typeof answer.body === 'string';
      response.writeHead(answer.status, {
        'content-type': text ? 'text/html' : 'application/json',
      });
      response.end(text ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/siteverify`,
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** The URL of a port nothing listens on: a provider that cannot be reached. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return `http://127.0.0.1:${String(port)}/siteverify`;
}
