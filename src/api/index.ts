export { configureApi, onUnauthorized } from './api-config';
export { ApiError, isApiError } from './api-error';
export { applyServerErrors, serverMessage } from './server-errors';
export { useFormMutation } from './form-mutation';
export { UNREADABLE_MESSAGE } from './send-request';
export { loadQueries, routeDataContext, type LoadableQuery, type RouteLoaderArgs, type RouteLoaderResult } from './route-data';
