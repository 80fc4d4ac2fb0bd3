import { blockerMessage } from '#core/privacy/erasure';
import { UserRef } from '#server/domains/people/index';
import { builder, ErrorInterface } from '#server/graphql/builder';
import { viewerScopeOf } from '#server/graphql/context';
import { uploadsDirFor } from '#server/services';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { AccountDeletionRefusedError } from './privacy.errors';
import { personalDataScope } from './privacy.policy';
import {
  eraseAccount,
  exportPersonalData,
  findErasureBlockers,
  type PersonalDataExport,
} from './privacy.service';

builder.objectType(AccountDeletionRefusedError, {
  name: 'AccountDeletionRefusedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reasons: t.stringList({
      description: 'What must be resolved first, one sentence each.',
      resolve: (error) => error.reasons,
    }),
  }),
});

const PersonalDataExportRef = builder.objectRef<PersonalDataExport>('PersonalDataExport').implement({
  description: 'Everything held about one person: a JSON file and a readable summary of it.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    json: t.exposeString('json', {
      description: 'The file’s content: every row that refers to the person, by table.',
    }),
    summary: t.exposeString('summary', { description: 'The same data as readable text.' }),
  }),
});

const AccountDeletedRef = builder.objectRef<{ userId: number }>('AccountDeleted').implement({
  fields: (t) => ({ userId: t.id({ resolve: (result) => String(result.userId) }) }),
});

/** The user id an argument names, or the viewer's own when it is omitted. */
const userIdOf = (argument: string | number | null | undefined, viewerId: number) =>
  argument === null || argument === undefined ? viewerId : Number(argument);

builder.objectField(UserRef, 'accountDeletionBlockers', (t) =>
  t.stringList({
    description:
      'Why this account cannot be deleted now (empty when it can): places in a festival that has not finished, money owed either way, staff permissions. For the person and people managers.',
    authScopes: (user, _args, context) => personalDataScope(context.viewer, user.id),
    resolve: async (user, _args, context) =>
      (await findErasureBlockers(context.db, context.now(), user.id)).map(blockerMessage),
  }),
);

builder.mutationFields((t) => ({
  exportPersonalData: t.field({
    type: PersonalDataExportRef,
    description:
      'Everything held about a person, as a JSON file and a readable summary. Without `userId`, the viewer’s own; another person’s needs `people` (and is audited).',
    authScopes: (_root, args, context) => personalDataScope(context.viewer, args.userId),
    errors: { types: [NotFoundError], directResult: true },
    args: { userId: t.arg.id({ required: false }) },
    resolve: (_root, args, context) => {
      const scope = viewerScopeOf(context);
      return exportPersonalData(context.db, scope, { userId: userIdOf(args.userId, scope.viewer.id) });
    },
  }),
  deleteAccount: t.field({
    type: AccountDeletedRef,
    description:
      'Erases an account: personal data deleted, what accounting must keep anonymised, every session ended. Without `userId`, the viewer’s own; another person’s needs `people` (audited). `confirmEmail` must be the account’s email.',
    authScopes: (_root, args, context) => personalDataScope(context.viewer, args.userId),
    errors: { types: [ValidationError, NotFoundError, AccountDeletionRefusedError], directResult: true },
    args: {
      userId: t.arg.id({ required: false }),
      confirmEmail: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => {
      const scope = viewerScopeOf(context);
      return eraseAccount(
        context.db,
        { ...scope, uploadsDir: uploadsDirFor(context.env), pubsub: context.pubsub },
        { userId: userIdOf(args.userId, scope.viewer.id), confirmEmail: args.confirmEmail },
      );
    },
  }),
}));
