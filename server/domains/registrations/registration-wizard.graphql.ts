import { ZCodeOfConductInput, ZPreferencesInput, ZYourselfInput } from '#core/registrations/schemas';
import { EmailTakenError } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import { scopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import { RegistrationRef } from './registration.graphql';
import { published } from './registration-changes.service';
import {
  acceptCodeOfConduct,
  completeRegistration,
  saveWorkshopPreferences,
  saveYourself,
} from './registration-wizard.service';
import {
  RegistrationClosedError,
  RegistrationIncompleteError,
  TeachingClashError,
} from './registrations.errors';

// The registration wizard: about you, the code of conduct, workshop preferences, finishing.

const YourselfInput = builder.inputType('YourselfInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    pronouns: t.string({ required: false }),
    email: t.string({ required: true }),
    phone: t.string({ required: false }),
    cityId: t.id({ required: false }),
  }),
});

const PreferenceInput = builder.inputType('PreferenceInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    position: t.int({ required: true, description: '1 for the first choice in its slot.' }),
  }),
});

builder.mutationFields((t) => ({
  saveYourself: t.field({
    type: RegistrationRef,
    description: 'Saves the viewer’s details and creates their registration for the current festival.',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, EmailTakenError, RegistrationClosedError, NotFoundError],
      directResult: true,
    },
    args: { input: t.arg({ type: YourselfInput, required: true }) },
    resolve: async (_root, args, context) => {
      const scope = await scopeOf(context);
      const registration = await saveYourself(
        context.db,
        scope,
        parseInput(ZYourselfInput, {
          ...args.input,
          pronouns: args.input.pronouns ?? '',
          phone: args.input.phone ?? '',
          cityId: args.input.cityId ?? null,
        }),
      );
      return published(context, registration, 'updated');
    },
  }),
  acceptCodeOfConduct: t.field({
    type: RegistrationRef,
    description: 'Records acceptance of the code of conduct and the photo permission choice.',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, RegistrationClosedError, RegistrationIncompleteError, NotFoundError],
      directResult: true,
    },
    args: { photoPermission: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, context) => {
      const scope = await scopeOf(context);
      const registration = await acceptCodeOfConduct(
        context.db,
        scope,
        parseInput(ZCodeOfConductInput, { accepted: true, photoPermission: args.photoPermission }),
      );
      return published(context, registration, 'code-of-conduct-accepted');
    },
  }),
  saveWorkshopPreferences: t.field({
    type: RegistrationRef,
    description: 'Replaces the viewer’s ranked workshop preferences (earlybird only).',
    authScopes: { loggedIn: true },
    errors: {
      types: [
        ValidationError,
        RegistrationClosedError,
        RegistrationIncompleteError,
        TeachingClashError,
        NotFoundError,
      ],
      directResult: true,
    },
    args: {
      preferences: t.arg({ type: [PreferenceInput], required: true }),
      notify: t.arg.boolean({
        required: false,
        description: 'Email the saved ranking (default true); saving as you go passes false.',
      }),
    },
    resolve: async (_root, args, context) => {
      const scope = await scopeOf(context);
      const input = parseInput(ZPreferencesInput, {
        preferences: args.preferences.map((p) => ({ ...p, sessionId: String(p.sessionId) })),
      });
      const registration = await saveWorkshopPreferences(context.db, scope, {
        ...input,
        notify: args.notify ?? true,
      });
      return published(context, registration, 'preferences-saved');
    },
  }),
  completeRegistration: t.field({
    type: RegistrationRef,
    description: 'Finishes the wizard; the first time, emails a confirmation.',
    authScopes: { loggedIn: true },
    errors: {
      types: [RegistrationClosedError, RegistrationIncompleteError, NotFoundError],
      directResult: true,
    },
    resolve: async (_root, _args, context) => {
      const registration = await completeRegistration(context.db, await scopeOf(context));
      return published(context, registration, 'completed');
    },
  }),
}));
