import { PERMISSIONS } from '#core/people/permissions';
import { ZProfileInput } from '#core/people/profile';
import { builder, errorTypes } from '#server/graphql/builder';
import { viewerScopeOf } from '#server/graphql/context';
import { NotAllowedError, NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import { EmailTakenError } from './people.errors';
import { PersonRef } from './people.graphql';
import { canSeePrivateProfile } from './people.policy';
import {
  getUser,
  listUsers,
  loadProfilesByUser,
  loadUsers,
  setUserPermissions,
  type UserRow,
  updateOwnProfile,
} from './users.service';

export const PermissionRef = builder.enumType('Permission', {
  description: 'A staff permission; see the permission tree (admin implies everything).',
  values: PERMISSIONS,
});

errorTypes(EmailTakenError);

export const UserRef = builder.loadableObjectRef<UserRow, number>('User', {
  load: (ids, context) => loadUsers(context.db, ids),
  sort: (user) => user.id,
});

UserRef.implement({
  description: 'Someone who can log in. Only they and people managers can see a user.',
  fields: (t) => ({
    id: t.id({ resolve: (user) => String(user.id) }),
    email: t.exposeString('email'),
    permissions: t.field({
      type: [PermissionRef],
      resolve: (user) =>
        user.permissions.filter((p): p is (typeof PERMISSIONS)[number] =>
          (PERMISSIONS as readonly string[]).includes(p),
        ),
    }),
    profile: t.loadable({
      type: PersonRef,
      nullable: true,
      load: (userIds: number[], context) => loadProfilesByUser(context.db, userIds),
      // Loaded rows are always profiles; the ref's type also admits ids, which never come back here.
      sort: (profile) => (typeof profile === 'number' ? profile : (profile.userId ?? 0)),
      resolve: (user) => user.id,
    }),
  }),
});

builder.objectField(PersonRef, 'phone', (t) =>
  t.string({
    nullable: true,
    description: 'Only for the person themselves and people managers; null for everyone else.',
    resolve: (profile, _args, context) =>
      canSeePrivateProfile(context.viewer, profile) ? profile.phone : null,
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    pronouns: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    cityId: t.id({ required: false }),
  }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: [UserRef],
    description: 'Users whose email or name contains `search` (at most 200), for managing people.',
    authScopes: { permission: 'people' },
    args: { search: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => listUsers(context.db, { search: args.search, limit: 200 }),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UserRef,
    description: 'Saves the viewer’s own name, pronouns, email, phone and home city.',
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, EmailTakenError], directResult: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, args, context) => {
      const scope = viewerScopeOf(context);
      const input = parseInput(ZProfileInput, { ...args.input, cityId: args.input.cityId ?? null });
      await updateOwnProfile(context.db, scope, input);
      return getUser(context.db, scope.viewer.id);
    },
  }),
  setUserPermissions: t.field({
    type: UserRef,
    description:
      'Replaces a user’s permissions. Every permission added or removed must be one the caller holds.',
    authScopes: { permission: 'permissions' },
    errors: { types: [NotAllowedError, NotFoundError], directResult: true },
    args: {
      userId: t.arg.id({ required: true }),
      permissions: t.arg({ type: [PermissionRef], required: true }),
    },
    resolve: (_root, args, context) => {
      const scope = viewerScopeOf(context);
      const userId = Number(args.userId);
      if (!Number.isInteger(userId)) throw new NotFoundError('User');
      return setUserPermissions(context.db, scope, { userId, permissions: args.permissions });
    },
  }),
}));
