import type { z } from 'zod';
import type { ThemePreferenceSchema } from '@deckmill/bus-contracts';

/** 'system' | 'light' | 'dark': the account's choice of look in the web app. */
export type ThemePreference = z.infer<typeof ThemePreferenceSchema>;
