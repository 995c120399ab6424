import type { OperationInfo } from '@generated/operations';
import { emitSchemaMismatch } from './api-config';

type Schema = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
type Loaders = Record<string, () => Promise<Schema>>;

let loaders: Promise<Loaders> | undefined;

/**
 * The zod schemas load on first use, so they never weigh on the shell: the table of loaders in a chunk of
 * its own, and each API tag's schemas (cart, customer, product…) only when one of its operations answers.
 */
function loadSchema(operationId: string): Promise<Schema | undefined> {
  loaders ??= import('@generated/response-schemas').then((m) => m.responseSchemas);
  return loaders.then((all) => all[operationId]?.());
}

export function formatPath(path: readonly PropertyKey[]): string {
  return (
    path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}${acc ? '.' : ''}${String(key)}`), '') ||
    '(body)'
  );
}

/**
 * Where an answer reaching the browser may differ from the API's: a session's start comes through the store's
 * server, which keeps the API's token in the sealed cookie and passes on the rest (server/bff.ts).
 */
const SEALED_AT = 'data.token';

/** The answer has no token at all (one of the wrong kind is still a broken answer). */
function tokenWithheld(body: unknown): boolean {
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  return typeof data === 'object' && data !== null && !('token' in data);
}

/** Reports (never throws) the first place where a response body breaks its operation's schema. */
export async function validateResponse(op: OperationInfo, body: unknown): Promise<boolean> {
  const schema = await loadSchema(op.operationId);
  if (!schema) return true;
  const result = schema.safeParse(body);
  if (result.success) return true;
  const sealed = op.session === 'start' && tokenWithheld(body);
  const issues = (result.error?.issues ?? []).filter((issue) => !(sealed && formatPath(issue.path) === SEALED_AT));
  if (result.error && issues.length === 0) return true;
  const firstIssue = issues[0];
  emitSchemaMismatch({
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    at: formatPath(firstIssue?.path ?? []),
    message: firstIssue?.message ?? 'invalid',
  });
  return false;
}
