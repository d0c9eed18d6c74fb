import { greeting, variable, type MailTemplate } from './mail-template';

export const confirmEmail: MailTemplate = (v) => ({
  subject: 'Confirm your email address',
  greeting: greeting(v),
  paragraphs: ['Please confirm your email address to keep using Deckmill.'],
  action: { label: 'Confirm my email', target: { page: 'resend-confirmation' } },
  footnotes: ['The link is valid for 3 days. If you did not sign up, you can ignore this email.'],
});

export const resetPassword: MailTemplate = (v) => ({
  subject: 'Reset your password',
  greeting: greeting(v),
  paragraphs: ['Someone asked to reset the password of your Deckmill account.'],
  action: { label: 'Choose a new password', target: { page: 'forgot-password' } },
  footnotes: [
    'The link is valid for 6 hours and works once.',
    'If you did not ask for this, ignore this email: your password stays the same.',
  ],
});

export const unlockAccount: MailTemplate = (v) => ({
  subject: 'Your account has been locked',
  greeting: greeting(v),
  paragraphs: [
    'Your Deckmill account was locked after 10 failed sign-in attempts in a row.',
    'It unlocks by itself after one hour, or at once with the link below.',
  ],
  action: { label: 'Unlock my account', target: { page: 'sign-in' } },
  footnotes: ['If these attempts were not yours, reset your password after unlocking.'],
});

export const emailChanged: MailTemplate = (v) => ({
  subject: 'Your email address is changing',
  greeting: greeting(v),
  paragraphs: [
    `A change of your Deckmill sign-in email to ${variable(v, 'newEmail', 'a new address')} was requested.`,
    'It takes effect once the link sent to the new address is followed.',
  ],
  action: { label: 'Review my profile', target: { page: 'profile' } },
  footnotes: ['If you did not ask for this, sign in and change your password.'],
});

/** To the owner of an address someone tried to sign up with (the sign-up itself answers as for a new one). */
export const signUpAttempt: MailTemplate = (v) => ({
  subject: 'Someone tried to sign up with your email address',
  greeting: greeting(v),
  paragraphs: [
    'Someone just tried to use your email address for another Deckmill account (a sign-up or an email change), but it already has one.',
    'If it was you: sign in, or reset your password if you have forgotten it.',
  ],
  action: { label: 'Sign in', target: { page: 'sign-in' } },
  footnotes: ['If it was not you, you can ignore this email: nothing was changed.'],
});

/** A reset asked for an address without an account (the request answers as for any address). */
export const resetPasswordNoAccount: MailTemplate = () => ({
  subject: 'Reset your password',
  greeting: 'Hello,',
  paragraphs: [
    'Someone asked to reset the password of a Deckmill account with this email address, but there is no account with it.',
    'If it was you, you may have signed up with another address, or you can create an account.',
  ],
  action: { label: 'Create an account', target: { page: 'sign-up' } },
  footnotes: ['If you did not ask for this, you can ignore this email.'],
});
