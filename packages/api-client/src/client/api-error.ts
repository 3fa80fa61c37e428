/** The message every failed call carries (spec section 8). */
export const FETCH_ERROR_MESSAGE = 'An error occurred while fetching the data';

/** A call that did not answer 2xx: which URL, which status, and (for POST) the parsed error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly url: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(FETCH_ERROR_MESSAGE);
  }

  /** The server's own message (`{ message }` error bodies), if it sent one. */
  get serverMessage(): string | undefined {
    const { body } = this;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string') return message;
    }
    return undefined;
  }
}
