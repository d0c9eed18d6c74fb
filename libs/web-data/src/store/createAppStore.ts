import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { flashSlice } from '../flash/flashSlice';

const rootReducer = combineSlices(api, flashSlice);

export type AppState = ReturnType<typeof rootReducer>;

/** A fresh store for one app (or one test): the API cache and the flashes waiting for the toast region. */
export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // Refetch on focus and reconnect where an endpoint asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
