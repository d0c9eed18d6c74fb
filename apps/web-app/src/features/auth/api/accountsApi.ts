import type {
  ForgotPasswordInput,
  ResendConfirmationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpAnswer,
  SignUpInput,
} from '@deckmill/api-contracts';
import { api, type SessionResponse } from '@deckmill/web-data';

interface Message {
  message: string;
}

/**
 * The account calls of spec section 7. Calls that open a session invalidate `User`, so the session reloads
 * and GuestOnly sends the now signed-in user on to return_to or the dashboard.
 */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionResponse, SignInInput>({
      query: (user) => ({ url: '/users/sign_in', method: 'POST', body: { user } }),
      invalidatesTags: ['User'],
    }),
    /**
     * Never signs in: the answer is the same for a new and a taken address, except for a new account whose
     * address its invitation link proved (`email_confirmed`, and the team it joined).
     */
    signUp: build.mutation<SignUpAnswer, SignUpInput>({
      query: (user) => ({ url: '/users', method: 'POST', body: { user } }),
    }),
    requestPasswordReset: build.mutation<Message, ForgotPasswordInput>({
      query: (user) => ({ url: '/users/password', method: 'POST', body: { user } }),
    }),
    /** A message instead of a session when the domain enforces SSO (the password is set, nobody signed in). */
    resetPassword: build.mutation<SessionResponse | Message, ResetPasswordInput>({
      query: (user) => ({ url: '/users/password', method: 'PUT', body: { user } }),
      invalidatesTags: ['User'],
    }),
    confirmEmail: build.mutation<Message, string>({
      query: (token) => ({ url: '/users/confirmation', method: 'PUT', body: { confirmation_token: token } }),
      invalidatesTags: ['User'],
    }),
    resendConfirmation: build.mutation<Message, Partial<ResendConfirmationInput>>({
      query: (user) => ({ url: '/users/confirmation', method: 'POST', body: { user } }),
    }),
    unlockAccount: build.mutation<Message, string>({
      query: (token) => ({ url: '/users/unlock', method: 'PUT', body: { unlock_token: token } }),
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useUnlockAccountMutation,
} = accountsApi;
