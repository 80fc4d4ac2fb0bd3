import { EmailTakenError, UserRef } from '#server/domains/people/index';
import { builder, ErrorInterface, errorTypes } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { ValidationError } from '#server/services/errors';
import {
  InvalidCredentialsError,
  InvalidLoginLinkError,
  InvalidResetTokenError,
  RateLimitedError,
} from './auth.errors';
import {
  changePassword,
  type LoggedIn,
  logIn,
  logOut,
  requestPasswordReset,
  resetPassword,
  signUp,
} from './auth.service';
import type { Credentials } from './credentials.service';
import { logInWithLink, requestLoginLink } from './login-links.service';

errorTypes(InvalidCredentialsError, InvalidResetTokenError, InvalidLoginLinkError);
builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAt: t.field({
      type: 'DateTime',
      description: 'When to try again.',
      resolve: (error) => error.retryAt,
    }),
  }),
});

const CredentialsRef = builder.objectRef<Credentials>('Credentials').implement({
  description:
    'Send these back as the `access-token`, `client` and `uid` headers. Valid two weeks from last use.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    client: t.exposeString('client'),
    uid: t.exposeString('uid'),
  }),
});

const AuthPayloadRef = builder.objectRef<LoggedIn>('AuthPayload').implement({
  description: 'The user now logged in and the credentials of this device.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (result) => result.userId }),
    credentials: t.field({ type: CredentialsRef, resolve: (result) => result.credentials }),
  }),
});

const LogOutPayloadRef = builder.objectRef<{ userId: number }>('LogOutPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (result) => result.userId }) }),
});

const MessagePayloadRef = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const originOf = (context: Context) => ({ ip: context.ip, now: context.now() });

builder.queryFields((t) => ({
  currentUser: t.field({
    type: UserRef,
    nullable: true,
    description: 'The user whose credentials came with the request; null when logged out.',
    resolve: (_root, _args, context) => context.viewer?.id ?? null,
  }),
}));

builder.mutationFields((t) => ({
  logIn: t.field({
    type: AuthPayloadRef,
    description: 'Public. Checks the email and password and issues credentials for a new device.',
    errors: { types: [InvalidCredentialsError, RateLimitedError, ValidationError], directResult: true },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => logIn(context.db, originOf(context), args),
  }),
  signUp: t.field({
    type: AuthPayloadRef,
    description: 'Public. Creates a user with a profile and logs them in.',
    errors: { types: [EmailTakenError, RateLimitedError, ValidationError], directResult: true },
    args: {
      name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => signUp(context.db, originOf(context), args),
  }),
  logOut: t.field({
    type: LogOutPayloadRef,
    description: 'Revokes the credentials of this device only.',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, context) => ({
      userId: await logOut(context.db, viewerScopeOf(context)),
    }),
  }),
  requestPasswordReset: t.field({
    type: MessagePayloadRef,
    description:
      'Public. Emails a reset link if the email has an account; the message is the same either way.',
    errors: { types: [RateLimitedError, ValidationError], directResult: true },
    args: {
      email: t.arg.string({ required: true }),
      redirectUrl: t.arg.string({
        required: false,
        description: 'A path on this site to open after resetting.',
      }),
    },
    resolve: async (_root, args, context) => ({
      message: await requestPasswordReset(
        context.db,
        { ...originOf(context), publicUrl: context.env.PUBLIC_URL },
        args,
      ),
    }),
  }),
  resetPassword: t.field({
    type: AuthPayloadRef,
    description: 'Public. Sets a new password with an emailed token, signs out other devices and logs in.',
    errors: { types: [InvalidResetTokenError, ValidationError], directResult: true },
    args: {
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => resetPassword(context.db, { now: context.now() }, args),
  }),
  requestLoginLink: t.field({
    type: MessagePayloadRef,
    description:
      'Public. Emails a one-time log-in link (15 minutes, single use) if the email has an account; the message is the same either way.',
    errors: { types: [RateLimitedError, ValidationError], directResult: true },
    args: {
      email: t.arg.string({ required: true }),
      redirectUrl: t.arg.string({
        required: false,
        description: 'A path on this site to open after logging in.',
      }),
    },
    resolve: async (_root, args, context) => ({
      message: await requestLoginLink(
        context.db,
        { ...originOf(context), publicUrl: context.env.PUBLIC_URL },
        args,
      ),
    }),
  }),
  logInWithLink: t.field({
    type: AuthPayloadRef,
    description: 'Public. Uses an emailed log-in link once and issues credentials for this device.',
    errors: { types: [InvalidLoginLinkError, ValidationError], directResult: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => logInWithLink(context.db, originOf(context), args),
  }),
  changePassword: t.field({
    type: UserRef,
    description: 'Changes the viewer’s password (the current one is needed); other devices are signed out.',
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: {
      currentPassword: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => changePassword(context.db, viewerScopeOf(context), args),
  }),
}));
