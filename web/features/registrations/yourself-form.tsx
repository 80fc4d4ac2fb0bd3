import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Callout, Flex, Heading, Link as RadixLink, Skeleton } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ZYourselfInput } from '#core/registrations/schemas';
import { CityPicker, type PickableCity } from '#web/components/city-picker';
import { completeLogIn, LogInMutation, SignUpMutation, useAuth } from '#web/lib/auth';
import { FormField, fieldErrors, PasswordField, useFieldForm } from '#web/lib/auth-form';
import { RegistrationQuery, SaveYourselfMutation, YourselfQuery } from './registration-queries';
import { StepFooter } from './wizard';

/**
 * "About you". Someone not logged in also chooses a password: we log them in if the email has an
 * account and the password fits, otherwise create the account, then save their details.
 */
export function YourselfForm({ onSaved }: { onSaved: () => void }) {
  const { user } = useAuth();
  const { data, loading } = useQuery(YourselfQuery);
  if (loading && !data) return <Skeleton height="20rem" />;
  const profile = data?.currentUser?.profile;
  return (
    <YourselfFields
      key={data?.currentUser?.id ?? 'new'}
      loggedIn={Boolean(user)}
      initial={{
        name: profile?.name ?? '',
        pronouns: profile?.pronouns ?? '',
        email: data?.currentUser?.email ?? '',
        phone: profile?.phone ?? '',
        cityId: profile?.city?.id ?? null,
      }}
      cities={data?.cities ?? []}
      onSaved={onSaved}
    />
  );
}

interface Values {
  name: string;
  pronouns: string;
  email: string;
  phone: string;
  cityId: string | null;
}

function YourselfFields({
  loggedIn,
  initial,
  cities,
  onSaved,
}: {
  loggedIn: boolean;
  initial: Values;
  cities: PickableCity[];
  onSaved: () => void;
}) {
  const apollo = useApolloClient();
  const form = useFieldForm<Values>(initial);
  const { values, errors, setErrors } = form;
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [logIn] = useMutation(LogInMutation);
  const [signUp] = useMutation(SignUpMutation);
  const [save] = useMutation(SaveYourselfMutation, {
    refetchQueries: [RegistrationQuery],
    awaitRefetchQueries: true,
  });
  const set = (field: keyof Values) => (value: string) => form.setValues((v) => ({ ...v, [field]: value }));

  /** Logs in or signs up; returns false (with the reason shown) when neither worked. */
  async function ensureAccount(): Promise<boolean> {
    if (loggedIn) return true;
    if (!password) {
      setErrors((e) => ({ ...e, password: 'Please choose a password' }));
      return false;
    }
    const login = await logIn({ variables: { email: values.email, password } });
    if (login.data?.logIn.__typename === 'AuthPayload') {
      completeLogIn(apollo, login.data.logIn);
      return true;
    }
    const created = await signUp({
      variables: { name: values.name, email: values.email, password, passwordConfirmation: password },
    });
    const result = created.data?.signUp;
    if (result?.__typename === 'AuthPayload') {
      completeLogIn(apollo, result);
      return true;
    }
    if (result?.__typename === 'ValidationError') setErrors(fieldErrors(result.problems));
    if (result?.__typename === 'EmailTakenError') {
      setProblem('There is already an account with this email, and that password is not the one for it.');
    } else if (result && 'message' in result) {
      setProblem(result.message);
    }
    return false;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const parsed = ZYourselfInput.safeParse({ ...values, cityId: values.cityId || null });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (!(await ensureAccount())) return;
      const { data } = await save({ variables: { input: { ...parsed.data, cityId: parsed.data.cityId } } });
      const result = data?.saveYourself;
      if (result?.__typename === 'Registration') onSaved();
      else if (result?.__typename === 'ValidationError') setErrors(fieldErrors(result.problems));
      else if (result && 'message' in result) setProblem(result.message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="yourself-heading">
      <Flex direction="column" gap="4">
        <Heading as="h2" id="yourself-heading" size="6">
          About you
        </Heading>
        {problem && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {problem}{' '}
              <RadixLink asChild>
                <Link to="/forgot">Reset your password</Link>
              </RadixLink>
            </Callout.Text>
          </Callout.Root>
        )}
        <FormField
          label="Name"
          autoComplete="name"
          hint="Your first and last name, so we can tell everyone apart"
          {...form.field('name')}
        />
        <FormField label="Pronouns" hint="Optional" {...form.field('pronouns')} />
        <FormField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
        {!loggedIn && (
          <PasswordField
            label="Choose a password"
            value={password}
            error={errors.password}
            hint="Already have an account? Use its password and we’ll log you in."
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        <FormField
          label="NZ mobile number"
          type="tel"
          autoComplete="tel"
          hint="Optional: for urgent changes on the day"
          {...form.field('phone')}
        />
        {/* The same fuzzy search as the profile's [CS-1] [issue 28]; clearing it means "not saying". */}
        <CityPicker
          cities={cities}
          value={cities.find((city) => city.id === values.cityId) ?? null}
          onChange={(city) => set('cityId')(city?.id ?? '')}
        />
      </Flex>
      <StepFooter busy={busy} />
    </form>
  );
}
