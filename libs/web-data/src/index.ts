// @deckmill/web-data: the RTK Query API slice, session state and store of every Deckmill front end.
export { api } from './api/api';
export { currentCsrfToken } from './api/csrf';
export { isApiError, type ApiError, type HookError } from './api/apiError';
export { fieldErrors, errorMessage, type FieldErrors } from './api/fieldErrors';
export {
  sessionApi,
  useGetSessionQuery,
  useSignOutMutation,
  useUpdateThemePreferenceMutation,
} from './session/sessionApi';
export { useCurrentUser, type CurrentUserState, type SessionStatus } from './session/useCurrentUser';
export type { CurrentUser, SessionResponse } from './session/types';
export { isBadNews, type FlashKind, type FlashMessage } from './flash/flashSlice';
export { flashState, readFlashState } from './flash/routerFlash';
export { useFlash, type FlashControls } from './flash/useFlash';
export { useFlashFeed } from './flash/useFlashFeed';
export { createAppStore, type AppStore, type AppState, type AppDispatch } from './store/createAppStore';
export { useAppDispatch, useAppSelector } from './store/hooks';
