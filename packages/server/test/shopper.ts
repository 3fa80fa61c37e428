import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_APP_KEY, type TestApp } from './test-app.js';

/** What a shopper needs of an answer. */
interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
  cookies: { name: string; value: string; maxAge?: number }[];
}

type Transport = Pick<TestApp, 'call'>;

/** Real HTTP to a running server (a spawned process), answering like Fastify's inject. */
export function httpTransport(baseUrl: string, appKey = TEST_APP_KEY): Transport {
  return {
    async call(options: InjectOptions & { url: string }) {
      const headers = { 'x-app-key': appKey, ...(options.headers as Record<string, string>) };
      const hasBody = options.payload !== undefined;
      const response = await fetch(`${baseUrl}${options.url}`, {
        method: options.method ?? 'GET',
        headers: hasBody ? { 'content-type': 'application/json', ...headers } : headers,
        ...(hasBody ? { body: JSON.stringify(options.payload) } : {}),
      });
      const body = await response.text();
      const cookies = response.headers.getSetCookie().map((line) => {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        const maxAge = attributes.find((a) => a.trim().toLowerCase().startsWith('max-age='));
        return {
          name: name.trim(),
          value,
          ...(maxAge ? { maxAge: Number(maxAge.split('=')[1]) } : {}),
        };
      });
      const answer: Answer = {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        body,
        json: () => JSON.parse(body) as unknown,
        cookies,
      };
      return answer as unknown as LightMyRequestResponse;
    },
  };
}

/**
 * One browser's worth of calls to one store: keeps the cookies the server sets (session) and
 * sends them back, like a shopper's browser would.
 */
export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly t: Transport,
    readonly store: 'fr' | 'uk' = 'fr',
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.t.call({
      method,
      url: `/${this.store}${path}`,
      headers: { ...this.headers, ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const set of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (set.value === '' || set.maxAge === 0) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(path: string): Promise<LightMyRequestResponse> {
    return this.request('GET', path);
  }

  post(path: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.request('POST', path, body);
  }

  /** GET or POST expecting 200; answers the JSON body. */
  async ok<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    if (response.statusCode !== 200)
      throw new Error(`${method} ${path} → ${String(response.statusCode)}: ${response.body}`);
    return response.json<T>();
  }
}
