import { graphql } from '#web/graphql/index';

/**
 * Every setting, read by the banner, the /donate gate and the admin page alike so Apollo fetches
 * it once. `value` is aliased per kind: one response key may not have two types.
 */
export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    settings {
      __typename
      id
      key
      description
      updatedAt
      ... on BooleanSetting { enabled: value }
      ... on StringSetting { text: value }
    }
  }
`);

export const UpdateSettingMutation = graphql(`
  mutation UpdateSetting($key: String!, $value: SettingValueInput!) {
    updateSetting(key: $key, value: $value) {
      __typename
      ... on Setting {
        id
        key
        description
        updatedAt
        ... on BooleanSetting { enabled: value }
        ... on StringSetting { text: value }
      }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);
