import type { OperationInfo } from '@generated/operations';
import { emitSchemaMismatch } from './api-config';

type Schemas = Record<string, { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }>;

let schemas: Promise<Schemas> | undefined;

/** The zod schemas load on first use, in their own chunk, so they never weigh on the shell. */
function loadSchemas(): Promise<Schemas> {
  schemas ??= import('@generated/response-schemas').then((m) => m.responseSchemas);
  return schemas;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}${acc ? '.' : ''}${String(key)}`), '') || '(body)';
}

/** Reports (never throws) the first place where a response body breaks its operation's schema. */
export async function validateResponse(op: OperationInfo, body: unknown): Promise<boolean> {
  const schema = (await loadSchemas())[op.operationId];
  if (!schema) return true;
  const result = schema.safeParse(body);
  if (result.success) return true;
  const issue = result.error?.issues[0];
  emitSchemaMismatch({ operationId: op.operationId, method: op.method, path: op.path, at: formatPath(issue?.path ?? []), message: issue?.message ?? 'invalid' });
  return false;
}
