/** Runtime settings of the API layer; src/app sets them once at start-up (the API layer imports no app code). */
export interface ApiSettings {
  /** Origin of the dealer API without a trailing slash; '' means the page's own origin (the mocks). */
  baseUrl: string;
  /** The bearer token of the signed-in customer or guest, if any. */
  getToken: () => string | null;
  /** Check every JSON response against its generated zod schema (development and mock mode). */
  validateResponses: boolean;
}

export interface SchemaMismatch {
  operationId: string;
  method: string;
  path: string;
  /** Where in the body the first problem is, e.g. data[0].price. */
  at: string;
  message: string;
}

type Listener<T> = (event: T) => void;

const settings: ApiSettings = { baseUrl: '', getToken: () => null, validateResponses: false };
const unauthorizedListeners = new Set<Listener<{ operationId: string; url: string }>>();
const mismatchListeners = new Set<Listener<SchemaMismatch>>();

export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, next);
  if (next.baseUrl !== undefined) settings.baseUrl = next.baseUrl.replace(/\/+$/, '');
}

export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

/** The origin requests go to: the configured API host, or the page's own origin with the mocks. */
export function apiOrigin(): string {
  return settings.baseUrl ? new URL(settings.baseUrl).origin : globalThis.location.origin;
}

/** An absolute URL for a path under the API host, e.g. /api/UI/GetNotice. */
export function resolveApiUrl(path: string): string {
  return new URL(path, `${settings.baseUrl || globalThis.location.origin}/`).toString();
}

/** The session code subscribes here: a secured call answered 401 means the session has expired. */
export function onUnauthorized(listener: Listener<{ operationId: string; url: string }>): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function onSchemaMismatch(listener: Listener<SchemaMismatch>): () => void {
  mismatchListeners.add(listener);
  return () => mismatchListeners.delete(listener);
}

export function emitUnauthorized(event: { operationId: string; url: string }): void {
  for (const l of unauthorizedListeners) l(event);
}

export function emitSchemaMismatch(event: SchemaMismatch): void {
  console.warn(
    `[api] ${event.operationId} (${event.method} ${event.path}) answered with a body that breaks its schema at ${event.at}: ${event.message}`,
  );
  for (const l of mismatchListeners) l(event);
}
