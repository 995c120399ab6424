export { configureApi, onUnauthorized, requestApiSettings, scopeApiSettings, type ApiSettings } from './api-config';
export { ApiError, isApiError } from './api-error';
export { applyServerErrors, serverMessage } from './server-errors';
export { fieldMessages, formAction, formText, refusedStatus, useFormAction, WHICH_FORM, type FormState } from './form-action';
export { UNREADABLE_MESSAGE } from './send-request';
export { loadQueries, routeDataContext, type RouteData, type RouteLoaderArgs, type RouteLoaderResult } from './route-data';
export type { LoadableQuery } from './shared-answers';
