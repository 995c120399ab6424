import { operations, type OperationInfo } from '@generated/operations';

interface Matcher {
  op: OperationInfo;
  pattern: RegExp;
}

const matchers: Matcher[] = operations.map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The contract's operation for a method and URL path, e.g. GET /api/CustomerOrder/Invoice/BPM-1. */
export function matchOperation(method: string, pathname: string): OperationInfo | undefined {
  const m = method.toUpperCase();
  return matchers.find((x) => x.op.method === m && x.pattern.test(pathname))?.op;
}
