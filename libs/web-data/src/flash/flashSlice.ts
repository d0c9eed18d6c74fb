import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The flash keys of spec 3: notice and success show green, alert and error red. */
export type FlashKind = 'notice' | 'success' | 'alert' | 'error';

export interface FlashMessage {
  kind: FlashKind;
  message: string;
}

export interface FlashState {
  current: FlashMessage | null;
}

const initialState: FlashState = { current: null };

/** One banner at a time: a page sets it after a successful action, the layout shows and clears it. */
export const flashSlice = createSlice({
  name: 'flash',
  initialState,
  reducers: {
    showFlash: (state, action: PayloadAction<FlashMessage>) => {
      state.current = action.payload;
    },
    dismissFlash: (state) => {
      state.current = null;
    },
  },
  selectors: {
    selectFlash: (state) => state.current,
  },
});

export const { showFlash, dismissFlash } = flashSlice.actions;
export const { selectFlash } = flashSlice.selectors;
