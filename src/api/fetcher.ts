import { ApiError, messageFromBody } from './api-error';
import { resolveApiUrl } from './api-config';
import { matchOperation } from '@generated/operations';
import { isJson, sendApiRequest } from './send-request';

/**
 * The orval mutator: every generated hook calls this with the operation's path (query included) and
 * RequestInit. It prefixes the API host, sends through the one core, throws ApiError on non-2xx, and
 * returns the parsed body (JSON, or a Blob for files such as invoices).
 */
export const apiFetch = async <T>(url: string, options: RequestInit = {}): Promise<T> => {
  const request = new Request(resolveApiUrl(url), options);
  const response = await sendApiRequest(request);
  const body = await readBody(response);
  if (!response.ok) {
    const path = new URL(request.url).pathname;
    throw new ApiError(
      response.status,
      messageFromBody(response.status, body),
      body,
      matchOperation(request.method, path)?.operationId,
      path,
    );
  }
  return body as T;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (isJson(response)) return response.json().catch(() => undefined);
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

/** Error type of the generated hooks: an ApiError whose body has the operation's error shape. */
export type ErrorType<E> = ApiError<E>;
/** Body type of the generated mutations. */
export type BodyType<B> = B;
