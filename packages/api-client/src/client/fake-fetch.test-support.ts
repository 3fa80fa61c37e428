// Test support (not part of the package): a fetch that records its calls and answers canned
// responses, so the client runs without a network.

export interface RecordedCall {
  url: string;
  method: string | undefined;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
  /** The body as sent (a string for JSON), undefined when none. */
  body: unknown;
}

export type Responder = (url: string, init: RequestInit) => Response | Promise<Response>;

export function fakeFetch(respond: Responder = () => Response.json({})) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      url,
      method: init.method,
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: init.body ?? undefined,
    });
    return respond(url, init);
  };
  return { fetch, calls };
}

/** The only call recorded (fails the test when there were none or several). */
export function onlyCall(calls: RecordedCall[]): RecordedCall {
  const [call, ...more] = calls;
  if (call === undefined || more.length > 0)
    throw new Error(`Expected one fetch call, got ${calls.length}`);
  return call;
}
