import { http, type HttpResponseResolver, type RequestHandler } from 'msw';
import { operations, type HttpMethod, type OperationId, type OperationIdsByTag, type OperationTag } from '@generated/operations';

/** How the mock answers one operation of the contract. */
export type OperationResolver = HttpResponseResolver;

/**
 * The mock's answer to each operation of one tag, keyed by operationId: a tag's module that leaves one
 * out, or misspells one, does not compile.
 */
export type TagResolvers<T extends OperationTag> = { [Id in OperationIdsByTag[T]]: OperationResolver };

/** The mock's answer to every operation of the contract. */
export type OperationResolvers = { [Id in OperationId]: OperationResolver };

const ROUTE: Record<HttpMethod, typeof http.get> = {
  GET: http.get,
  PUT: http.put,
  POST: http.post,
  DELETE: http.delete,
  PATCH: http.patch,
};

/**
 * One MSW handler per operation, at the method and path the contract gives it: on any origin (the same
 * handlers serve the browser, Node and the HTTP server), a `{param}` of the path as MSW's `:param`.
 */
export function operationHandlers(resolvers: OperationResolvers): RequestHandler[] {
  return operations.map((op) => ROUTE[op.method](`*${op.path.replace(/\{(\w+)\}/g, ':$1')}`, resolvers[op.operationId]));
}
