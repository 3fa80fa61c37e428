import type { FastifyInstance } from 'fastify';

export interface InProcessFetchOptions {
  /** The visitor's address, so rate limits count the visitor, not the server. */
  remoteAddress: string;
  /** Called with the cookies an API answer sets (a personal page passes them on). */
  onSetCookie?: (cookies: string[]) => void;
}

/** Rejects when `signal` aborts, with its reason. */
export function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/**
 * A `fetch` answered by this server's own routes through Fastify's injection: the pages it renders
 * ask the API as the browser would, without an HTTP hop to itself.
 */
export function inProcessFetch(app: FastifyInstance, options: InProcessFetchOptions): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const injected = app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: options.remoteAddress,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const answer = await (init.signal ? Promise.race([injected, abortion(init.signal)]) : injected);
    const setCookie = answer.headers['set-cookie'];
    if (setCookie !== undefined)
      options.onSetCookie?.(Array.isArray(setCookie) ? setCookie : [setCookie]);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && name !== 'set-cookie')
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
