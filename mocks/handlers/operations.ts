import { http, type HttpResponseResolver, type RequestHandler } from 'msw';
import { matchOperation, type OperationId, type OperationIdsByTag, type OperationTag } from '@generated/operations';

/** How the mock answers one operation of the contract. */
export type OperationResolver = HttpResponseResolver;

/**
 * The mock's answer to each operation of one tag, keyed by operationId: a tag's module that leaves one
 * out, or misspells one, does not compile.
 */
export type TagResolvers<T extends OperationTag> = { [Id in OperationIdsByTag[T]]: OperationResolver };

/** The mock's answer to every operation of the contract. */
export type OperationResolvers = { [Id in OperationId]: OperationResolver };

/** Each `{param}` of the operation's path, from the request's path, percent-decoded as MSW gives its params. */
function pathParams(template: string, pathname: string): Record<string, string> {
  const parts = pathname.split('/');
  const params: Record<string, string> = {};
  template.split('/').forEach((segment, i) => {
    if (!segment.startsWith('{')) return;
    // MSW has decoded the path once to match it (a path it cannot decode never gets here).
    params[segment.slice(1, -1)] = decodeURIComponent(parts[i] ?? '');
  });
  return params;
}

/**
 * Every operation of the contract behind one MSW handler, on any origin (the same handlers serve the
 * browser, Node and the HTTP server): the contract's own matcher picks the operation (the one the request
 * was checked against), and a `{param}` of its path reaches the resolver as MSW's params. One handler, not
 * one per operation: MSW parses a request's cookies again for every handler it tries, and trying 87 in
 * turn was a tenth of the script time of a page load in the browser.
 */
export function operationHandler(resolvers: OperationResolvers): RequestHandler {
  return http.all('*/api/*', (info) => {
    const path = new URL(info.request.url).pathname;
    const op = matchOperation(info.request.method, path);
    return op ? resolvers[op.operationId]({ ...info, params: pathParams(op.path, path) }) : undefined;
  });
}
