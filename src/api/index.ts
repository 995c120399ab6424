export {
  apiSettings,
  configureApi,
  onSchemaMismatch,
  onUnauthorized,
  resolveApiUrl,
  type ApiSettings,
  type SchemaMismatch,
} from './api-config';
export { ApiError, isApiError } from './api-error';
export { apiFetch, type BodyType, type ErrorType } from './fetcher';
export { applyServerErrors, serverMessage } from './server-errors';
export { useFormMutation, type FormMutation } from './form-mutation';
export { UNREADABLE_MESSAGE } from './send-request';
export {
  loadQueries,
  routeDataContext,
  type LoadableQuery,
  type RouteData,
  type RouteLoaderArgs,
  type RouteLoaderResult,
} from './route-data';
