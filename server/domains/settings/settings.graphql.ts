import { builder } from '#server/graphql/builder';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { findSetting, listSettings, type SettingView, updateSetting } from './settings.service';

/**
 * Setting is one of BooleanSetting, StringSetting [AP-9]. Its `value` has a different type in each,
 * so a client selecting both aliases them (`enabled: value`): GraphQL refuses one response key
 * with two types even on exclusive fragments.
 */
export const SettingRef = builder.interfaceRef<SettingView>('Setting').implement({
  description: 'A site-wide setting staff change without a deploy; its id is its key.',
  resolveType: (setting) => (setting.kind === 'boolean' ? 'BooleanSetting' : 'StringSetting'),
  fields: (t) => ({
    id: t.id({ resolve: (setting) => setting.key }),
    key: t.exposeString('key'),
    description: t.exposeString('description'),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Null while the setting has its default and was never saved.',
      resolve: (setting) => setting.updatedAt,
    }),
  }),
});

export const BooleanSettingRef = builder.objectRef<SettingView>('BooleanSetting').implement({
  interfaces: [SettingRef],
  isTypeOf: (setting) => (setting as SettingView).kind === 'boolean',
  fields: (t) => ({ value: t.boolean({ resolve: (setting) => setting.value === true }) }),
});

export const StringSettingRef = builder.objectRef<SettingView>('StringSetting').implement({
  interfaces: [SettingRef],
  isTypeOf: (setting) => (setting as SettingView).kind === 'string',
  fields: (t) => ({ value: t.string({ resolve: (setting) => String(setting.value) }) }),
});

/**
 * The result union of a field that returns a setting or one of `errors`. The errors plugin's
 * `directResult` needs an object type and Setting is an interface, so the union names its kinds.
 */
const settingResult = (name: string, errors: Array<typeof NotFoundError | typeof ValidationError>) =>
  builder.errorUnion(name, { types: [...errors, BooleanSettingRef, StringSettingRef] });

const SettingValueInput = builder.inputType('SettingValueInput', {
  description: 'Give exactly the one that matches the setting’s kind.',
  fields: (t) => ({
    boolean: t.boolean({ required: false }),
    string: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  settings: t.field({
    type: [SettingRef],
    description: 'Public: every setting, with its current value.',
    resolve: (_root, _args, context) => listSettings(context.db),
  }),
  setting: t.field({
    type: settingResult('QuerySettingResult', [NotFoundError]),
    description: 'Public: one setting by key.',
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const setting = await findSetting(context.db, args.key);
      if (!setting) throw new NotFoundError('Setting');
      return setting;
    },
  }),
}));

builder.mutationFields((t) => ({
  updateSetting: t.field({
    type: settingResult('MutationUpdateSettingResult', [NotFoundError, ValidationError]),
    description: 'Administrators change a setting; the value must be of the setting’s kind.',
    authScopes: { permission: 'admin' },
    args: {
      key: t.arg.string({ required: true }),
      value: t.arg({ type: SettingValueInput, required: true }),
    },
    resolve: (_root, args, context) => {
      const { boolean, string } = args.value;
      const given = [boolean, string].filter((value) => value !== null && value !== undefined);
      if (given.length !== 1) {
        throw new ValidationError('Give exactly one value', [
          { path: ['value'], message: 'Give exactly one value' },
        ]);
      }
      return updateSetting(context.db, {
        key: args.key,
        value: given[0],
        userId: context.viewer?.id ?? null,
        actor: context.viewer,
        now: context.now(),
      });
    },
  }),
}));
