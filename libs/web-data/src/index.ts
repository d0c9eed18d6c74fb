// @deckmill/web-data: the RTK Query API slice, session state and store of every Deckmill front end.
export { api, TAG_TYPES } from './api/api';
export { createApiBaseQuery, API_PATH, type ApiBaseQueryOptions } from './api/baseQuery';
export { CSRF_COOKIE, CSRF_HEADER, readCookie } from './api/csrf';
export { isApiError, toErrorBody, type ApiError, type HookError } from './api/apiError';
export { fieldErrors, errorMessage, type FieldErrors } from './api/fieldErrors';
export { sessionApi, useGetSessionQuery, useSignOutMutation } from './session/sessionApi';
export { useCurrentUser, type CurrentUserState, type SessionStatus } from './session/useCurrentUser';
export type { CurrentUser, SessionResponse } from './session/types';
export {
  flashSlice,
  showFlash,
  dismissFlash,
  selectFlash,
  type FlashKind,
  type FlashMessage,
} from './flash/flashSlice';
export { createAppStore, type AppStore, type AppState, type AppDispatch } from './store/createAppStore';
export { useAppDispatch, useAppSelector } from './store/hooks';
