import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The flash keys: notice and success show green, alert and error red. */
export type FlashKind = 'notice' | 'success' | 'alert' | 'error';

export interface FlashMessage {
  kind: FlashKind;
  message: string;
}

/** A flash belongs to the page (router location key) it was raised on, so it disappears on navigation. */
export interface StoredFlash {
  flash: FlashMessage;
  locationKey: string;
}

export interface FlashState {
  current: StoredFlash | null;
}

const initialState: FlashState = { current: null };

export const flashSlice = createSlice({
  name: 'flash',
  initialState,
  reducers: {
    showFlash: (state, action: PayloadAction<StoredFlash>) => {
      state.current = action.payload;
    },
    dismissFlash: (state) => {
      state.current = null;
    },
  },
  selectors: {
    selectStoredFlash: (state) => state.current,
  },
});

export const { showFlash, dismissFlash } = flashSlice.actions;
export const { selectStoredFlash } = flashSlice.selectors;
