/** `full` in the shell; `simple` (theme only) on the sign-in page. */
export type SettingsVariant = 'full' | 'simple';
