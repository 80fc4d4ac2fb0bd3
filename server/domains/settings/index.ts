export { BooleanSettingRef, SettingRef, StringSettingRef } from './settings.graphql';
export { findSetting, getSettingValue, listSettings, type SettingView } from './settings.service';
