import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

/**
 * One browser's worth of calls to one store: keeps the cookies the server sets (session) and
 * sends them back, like a shopper's browser would.
 */
export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly t: TestApp,
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
