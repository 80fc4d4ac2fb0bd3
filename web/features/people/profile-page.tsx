import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ZChangePasswordInput } from '#core/auth/schemas';
import { displayName } from '#core/people/names';
import { MAX_PROFILE_PICTURE_BYTES, PROFILE_PICTURE_TYPES, ZProfileInput } from '#core/people/profile';
import { CityPicker, type PickableCity } from '#web/components/city-picker';
import { ErrorCallout } from '#web/components/error-callout';
import { PersonAvatar } from '#web/components/person-avatar';
import { useToast } from '#web/components/toasts';
import { CurrentUserQuery, requestHeaders, UNCACHED_RESULT } from '#web/lib/auth';
import { FormField, PasswordField, useFieldForm } from '#web/lib/auth-form';
import { ChangePasswordMutation, ProfileQuery, UpdateProfileMutation } from './profile-operations';

export function ProfilePage() {
  const { data, loading, refetch } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  const user = data?.currentUser;
  if (!user) return loading ? <Text color="gray">Loading…</Text> : null;
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="8">
        Your profile
      </Heading>
      <Grid columns={{ initial: '1', md: '3' }} gap="5">
        <Card size="3" style={{ gridColumn: 'span 2' }}>
          <DetailsForm
            key={user.id}
            initial={{
              name: user.profile?.name ?? '',
              pronouns: user.profile?.pronouns ?? '',
              email: user.email,
              phone: user.profile?.phone ?? '',
              city: user.profile?.city ?? null,
            }}
            cities={data.cities}
          />
        </Card>
        <Card size="3">
          <PictureUpload
            name={displayName(user.profile?.name, user.email)}
            src={user.profile?.picture?.medium}
            onUploaded={() => void refetch()}
          />
        </Card>
        <Card size="3" style={{ gridColumn: 'span 2' }}>
          <ChangePasswordForm />
        </Card>
      </Grid>
    </Flex>
  );
}

interface Details {
  name: string;
  pronouns: string;
  email: string;
  phone: string;
  city: PickableCity | null;
}

function DetailsForm({ initial, cities }: { initial: Details; cities: PickableCity[] }) {
  const toast = useToast();
  const form = useFieldForm(initial);
  const { values } = form;
  const [update, { loading }] = useMutation(UpdateProfileMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: [CurrentUserQuery, ProfileQuery],
  });
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZProfileInput.safeParse({ ...values, cityId: values.city?.id ?? null });
    const result = await form.send(
      parsed,
      async (input) => (await update({ variables: { input } })).data?.updateProfile,
      'User',
    );
    if (result) toast({ title: 'Profile updated', tone: 'success' });
  };

  return (
    <ProfileForm
      title="Your details"
      error={form.error}
      loading={loading}
      submitLabel="Save changes"
      canSubmit={dirty}
      onSubmit={submit}
    >
      <FormField label="Name" autoComplete="name" {...form.field('name')} />
      <FormField label="Pronouns" {...form.field('pronouns')} />
      <FormField
        label="Email address"
        type="email"
        autoComplete="email"
        hint="So we can contact you about your registration"
        {...form.field('email')}
      />
      <FormField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        hint="For time-sensitive text notifications"
        {...form.field('phone')}
      />
      <CityPicker
        cities={cities}
        value={values.city}
        onChange={(city) => form.setValues((current) => ({ ...current, city }))}
      />
    </ProfileForm>
  );
}

/** One of the profile's forms: its heading, the server's refusal, its fields and its button. */
function ProfileForm({
  title,
  error,
  loading,
  submitLabel,
  canSubmit = true,
  onSubmit,
  children,
}: {
  title: string;
  error: string | null;
  loading: boolean;
  submitLabel: string;
  canSubmit?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Sending disables the fieldset, which drops focus to the page itself: bring it back to this
  // form's heading, so keyboard and screen-reader users stay where they were [issue 28].
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    await onSubmit(event);
    const active = document.activeElement;
    if (!active || active === document.body || !form.current?.contains(active)) heading.current?.focus();
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <fieldset disabled={loading} style={{ border: 0, padding: 0, margin: 0 }}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {title}
          </Heading>
          {error && <ErrorCallout>{error}</ErrorCallout>}
          {children}
          <Flex>
            <Button type="submit" disabled={!canSubmit} loading={loading}>
              {submitLabel}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}

const ACCEPT = PROFILE_PICTURE_TYPES.join(',');
const MAX_MB = MAX_PROFILE_PICTURE_BYTES / (1024 * 1024);

function PictureUpload({
  name,
  src,
  onUploaded,
}: {
  name: string;
  src?: string | null;
  onUploaded: () => void;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // The server checks again, by content; these checks only save a pointless upload.
    if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
      return setError('Please use a JPEG, PNG, WebP or GIF picture');
    }
    if (file.size > MAX_PROFILE_PICTURE_BYTES) return setError(`Pictures must be smaller than ${MAX_MB} MB`);
    setUploading(true);
    try {
      const response = await fetch('/api/profile-picture', {
        method: 'POST',
        headers: { ...requestHeaders(), 'content-type': file.type },
        body: file,
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (!response.ok) return setError(body.error ?? `Upload failed (status ${response.status})`);
      toast({ title: 'Picture updated', tone: 'success' });
      onUploaded();
    } catch {
      setError('The upload did not get through. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex direction="column" gap="3" align="center">
      <Heading as="h2" size="5">
        Your picture
      </Heading>
      <PersonAvatar name={name} src={src} size="8" />
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={upload} aria-label="Picture file" />
      <Button variant="soft" loading={uploading} onClick={() => input.current?.click()}>
        Choose a picture
      </Button>
      <Text size="1" color="gray" align="center">
        JPEG, PNG, WebP or GIF, up to {MAX_MB} MB. We crop it square.
      </Text>
      {error && (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

function ChangePasswordForm() {
  const toast = useToast();
  const empty = { currentPassword: '', password: '', passwordConfirmation: '' };
  const form = useFieldForm(empty);
  const [change, { loading }] = useMutation(ChangePasswordMutation, UNCACHED_RESULT);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZChangePasswordInput.safeParse(form.values);
    const result = await form.send(
      parsed,
      async (input) => (await change({ variables: input })).data?.changePassword,
      'User',
    );
    if (!result) return;
    form.setValues(empty);
    toast({ title: 'Password changed', tone: 'success' });
  };

  return (
    <ProfileForm
      title="Change password"
      error={form.error}
      loading={loading}
      submitLabel="Change password"
      onSubmit={submit}
    >
      <PasswordField label="Current password" current {...form.field('currentPassword')} />
      <PasswordField label="New password" {...form.field('password')} />
      <PasswordField label="Confirm password" {...form.field('passwordConfirmation')} />
    </ProfileForm>
  );
}
