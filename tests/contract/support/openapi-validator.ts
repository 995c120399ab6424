import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

export const openapiDoc = JSON.parse(readFileSync(join(process.cwd(), 'generated', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, ResponseObject> }>>;
  components: { responses: Record<string, ResponseObject> };
};

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ ...openapiDoc, $id: 'openapi' });
const cache = new Map<string, ValidateFunction>();

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Validates a JSON body against the OpenAPI description of an operation's response for a status.
 * Returns null when valid, else a one-line description of the first problem.
 */
export function checkResponse(path: string, method: string, status: number, body: unknown): string | null {
  const op = openapiDoc.paths[path]?.[method.toLowerCase()];
  if (!op) return `no operation ${method} ${path}`;
  let response = op.responses[String(status)];
  let ref = `openapi#/paths/${pointer(path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
  if (response?.$ref) {
    const name = response.$ref.split('/').pop() ?? '';
    response = openapiDoc.components.responses[name];
    ref = `openapi#/components/responses/${pointer(name, 'content', 'application/json', 'schema')}`;
  }
  if (!response) return `status ${status} is not documented for ${method} ${path}`;
  if (!response.content?.['application/json']) return null;
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    cache.set(ref, validate);
  }
  if (validate(body)) return null;
  const e = validate.errors?.[0];
  return `${e?.instancePath || '(body)'} ${e?.message ?? 'is invalid'}`;
}
