/** Runtime settings of the API layer; src/app sets them once at start-up (the API layer imports no app code). */
export interface ApiSettings {
  /** Origin of the dealer API without a trailing slash; '' means the page's own origin (the mocks). */
  baseUrl: string;
  /** The bearer token of the signed-in customer or guest, if any. */
  getToken: () => string | null;
  /** Check every JSON response against its generated zod schema (development and mock mode). */
  validateResponses: boolean;
  /** Headers every call to the API host carries, made for each call (a mock build's visitor, or their page's time). */
  headers?: (() => Readonly<Record<string, string>>) | undefined;
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

/** Settings as given, the API host without its trailing slashes. */
function normalized(next: Partial<ApiSettings>): Partial<ApiSettings> {
  return next.baseUrl === undefined ? next : { ...next, baseUrl: next.baseUrl.replace(/\/+$/, '') };
}

/** The browser's settings, set once at start-up (and by tests). */
export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, normalized(next));
}

/**
 * The settings of the request being served, when there is one: the server renders many pages at once,
 * each against the API host it was asked for, so it gives each render its own settings (read here from
 * an AsyncLocalStorage of the renderer's) rather than changing the one set a render still in flight reads.
 */
let current: () => Readonly<ApiSettings> | undefined = () => undefined;

/** The renderer's: where the settings of the request being served are read. */
export function scopeApiSettings(read: () => Readonly<ApiSettings> | undefined): void {
  current = read;
}

/** One request's own settings: the browser's, with what that request changes. */
export function requestApiSettings(next: Partial<ApiSettings>): Readonly<ApiSettings> {
  return { ...settings, ...normalized(next) };
}

export function apiSettings(): Readonly<ApiSettings> {
  return current() ?? settings;
}

/** The origin requests go to: the configured API host, or the page's own origin with the mocks. */
export function apiOrigin(): string {
  const { baseUrl } = apiSettings();
  return baseUrl ? new URL(baseUrl).origin : globalThis.location.origin;
}

/** An absolute URL for a path under the API host, e.g. /api/UI/GetNotice. */
export function resolveApiUrl(path: string): string {
  return new URL(path, `${apiSettings().baseUrl || globalThis.location.origin}/`).toString();
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
