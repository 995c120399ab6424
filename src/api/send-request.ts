import { matchOperation } from '@generated/operations';
import { apiOrigin, apiSettings, emitUnauthorized } from './api-config';
import { validateResponse } from './validate-response';

/**
 * The one HTTP core of the store: every generated call (through the orval mutator) sends its request
 * through here. It:
 * - attaches the bearer token only to operations the contract marks secured (or where it is optional),
 *   and only to the API host (a caller's own token, too, reaches only a secured operation there);
 * - tells the session code when a secured call answers 401;
 * - checks each JSON response against its generated zod schema: a body that breaks it is a failed call
 *   (502), never data a page would render as NaN or crash on.
 * The AbortSignal travels inside the Request, so a cancelled call rejects with an AbortError.
 */
export async function sendApiRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const toApiHost = url.origin === apiOrigin();
  const op = toApiHost ? matchOperation(request.method, url.pathname) : undefined;
  const token = op?.secured || op?.optionalAuth ? apiSettings().getToken() : null;
  // A secured call may name its own token (SignOut revokes the one the browser has just forgotten); it
  // still goes only to the API host and never with a public operation.
  const authorized = token
    ? withHeaders(request, { Authorization: `Bearer ${token}` })
    : op?.secured
      ? request
      : withoutAuthorization(request);
  const { headers } = apiSettings();
  const sent = toApiHost && headers ? withHeaders(authorized, headers()) : authorized;

  const response = await fetch(sent);

  if (op && response.status === 401 && op.secured) emitUnauthorized({ operationId: op.operationId, url: url.pathname });
  if (op && response.ok && apiSettings().validateResponses && isJson(response)) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (!(await validateResponse(op, body))) return unreadable();
  }
  return response;
}

export const UNREADABLE_MESSAGE = 'The service answered with data we could not read.';

/** What a call whose body breaks the contract becomes: a 502 the pages show as a failed call with Try again. */
function unreadable(): Response {
  return Response.json({ status: 502, message: UNREADABLE_MESSAGE }, { status: 502 });
}

function withHeaders(request: Request, extra: Readonly<Record<string, string>>): Request {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Request(request, { headers });
}

/** A token set by a caller never leaves for a public operation or another host. */
function withoutAuthorization(request: Request): Request {
  if (!request.headers.has('Authorization')) return request;
  const headers = new Headers(request.headers);
  headers.delete('Authorization');
  return new Request(request, { headers });
}

export function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}
