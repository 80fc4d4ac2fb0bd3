import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Switch, Text, TextArea } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { isSettingKey, parseSettingValue, SETTINGS } from '#core/settings/settings';
import { useToast } from '#web/components/toasts';
import { isNotError } from '#web/lib/results';
import { SiteSettingsQuery, UpdateSettingMutation } from './settings-queries';

type SettingItem = NonNullable<ReturnType<typeof useSiteSettingsList>>[number];

function useSiteSettingsList() {
  // Fresh from the server: an admin should edit what is stored, not what was cached an hour ago.
  const { data } = useQuery(SiteSettingsQuery, { fetchPolicy: 'network-only' });
  return data?.settings;
}

/** /admin/settings: one small form per setting, each saved on its own. */
export function AdminSettings() {
  const settings = useSiteSettingsList();
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        Settings
      </Heading>
      {settings?.map((setting) => (
        <SettingForm key={setting.id} setting={setting} />
      ))}
    </Flex>
  );
}

function SettingForm({ setting }: { setting: SettingItem }) {
  const toast = useToast();
  const id = useId();
  const definition = isSettingKey(setting.key) ? SETTINGS[setting.key] : null;
  const label = definition?.label ?? setting.key;
  const [text, setText] = useState(setting.__typename === 'StringSetting' ? setting.text : '');
  const [enabled, setEnabled] = useState(setting.__typename === 'BooleanSetting' ? setting.enabled : false);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateSettingMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = setting.__typename === 'BooleanSetting' ? { boolean: enabled } : { string: text };
    // The same rules as the server, checked first so a long announcement is caught before sending.
    const checked = isSettingKey(setting.key)
      ? parseSettingValue(setting.key, value.boolean ?? value.string)
      : null;
    if (checked && !checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    try {
      const { data } = await save({ variables: { key: setting.key, value } });
      const result = data?.updateSetting;
      if (isNotError(result)) {
        if (result.__typename === 'StringSetting') setText(result.text);
        toast({ title: `${label} saved`, tone: 'success' });
      } else {
        setProblem(result?.message ?? 'Not saved');
        toast({ title: `${label} not saved`, description: result?.message, tone: 'error' });
      }
    } catch {
      // Not reached or refused outright: the error link has already said so in a toast.
      setProblem('Not saved');
    }
  };

  return (
    <Card size="3">
      <form onSubmit={submit} aria-labelledby={`${id}-label`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${id}-label`}>
            {label}
          </Heading>
          <Text as="p" size="2" color="gray" id={`${id}-description`}>
            {setting.description}
          </Text>
          {setting.__typename === 'BooleanSetting' ? (
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch
                  checked={enabled}
                  onCheckedChange={setEnabled}
                  aria-describedby={`${id}-description`}
                />
                {enabled ? 'On' : 'Off'}
              </Flex>
            </Text>
          ) : (
            <TextArea
              aria-label={label}
              aria-describedby={`${id}-description`}
              aria-invalid={problem ? true : undefined}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={3}
            />
          )}
          {problem && (
            <Text size="2" color="red" role="alert">
              {problem}
            </Text>
          )}
          <Flex justify="between" align="center" gap="3">
            <Text size="1" color="gray">
              {setting.updatedAt
                ? `Last changed ${new Date(setting.updatedAt).toLocaleString('en-NZ')}`
                : 'Never changed'}
            </Text>
            <Button type="submit" loading={loading}>
              Save {label.toLowerCase()}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
