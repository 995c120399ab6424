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

/** Reports (never throws) the first place where a response body breaks its operation's schema. */
export async function validateResponse(op: OperationInfo, body: unknown): Promise<boolean> {
  const schema = await loadSchema(op.operationId);
  if (!schema) return true;
  const result = schema.safeParse(body);
  if (result.success) return true;
  const firstIssue = result.error?.issues[0];
  emitSchemaMismatch({
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    at: formatPath(firstIssue?.path ?? []),
    message: firstIssue?.message ?? 'invalid',
  });
  return false;
}
