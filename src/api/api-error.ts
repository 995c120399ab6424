/** Thrown by the API layer for every non-2xx response, with the status and the server's message. */
export class ApiError<TBody = unknown> extends Error {
  readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: TBody | undefined,
    readonly operationId: string | undefined,
    readonly url: string,
  ) {
    super(message);
  }

  /** True for 401: the session has expired or the call needed a token. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when the body has one (our ApiMessage shape), else a plain description of the status. */
export function messageFromBody(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message)
    return body.message;
  return status >= 500 ? `The server failed (HTTP ${status}).` : `The request failed (HTTP ${status}).`;
}
