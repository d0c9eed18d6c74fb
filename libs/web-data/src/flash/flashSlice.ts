import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** The flash keys: notice and success are good news, alert and error bad news. */
export type FlashKind = 'notice' | 'success' | 'alert' | 'error';

export interface FlashMessage {
  kind: FlashKind;
  message: string;
}

/** A flash raised on the current page, waiting for the layout's toast region to pick it up. */
export interface RaisedFlash extends FlashMessage {
  id: string;
}

export interface FlashState {
  raised: RaisedFlash[];
}

const initialState: FlashState = { raised: [] };

export const flashSlice = createSlice({
  name: 'flash',
  initialState,
  reducers: {
    // Each outcome is its own entry: a new flash never replaces an earlier one.
    raiseFlash: {
      reducer: (state, action: PayloadAction<RaisedFlash>) => {
        state.raised.push(action.payload);
      },
      prepare: (flash: FlashMessage) => ({ payload: { ...flash, id: nanoid() } }),
    },
    takeFlashes: (state, action: PayloadAction<string[]>) => {
      state.raised = state.raised.filter((flash) => !action.payload.includes(flash.id));
    },
  },
  selectors: {
    selectRaisedFlashes: (state) => state.raised,
  },
});

export const { raiseFlash, takeFlashes } = flashSlice.actions;
export const { selectRaisedFlashes } = flashSlice.selectors;

/** Green for notice and success, red for alert and error. */
export function isBadNews(kind: FlashKind): boolean {
  return kind === 'alert' || kind === 'error';
}
