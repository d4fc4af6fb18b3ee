import { expect, type Page } from '@playwright/test';

/**
 * The team's steps as a person takes them in the browser. The owner adds someone on the Team page
 * and reads the temporary password from the dialog (it is shown once).
 */
export async function addPerson(page: Page, person: { name: string; username: string; role: 'owner' | 'manager' | 'reception' }): Promise<string> {
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Add person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add person' });
  await dialog.getByLabel('Name', { exact: true }).fill(person.name);
  await dialog.getByLabel('Username').fill(person.username);
  await dialog.getByLabel('Role').selectOption(person.role);
  await dialog.getByRole('button', { name: 'Add person' }).click();
  const added = page.getByRole('dialog', { name: `${person.name} was added` });
  const password = await added.getByLabel('Temporary password').inputValue();
  expect(password.length).toBeGreaterThanOrEqual(10);
  await added.getByRole('button', { name: 'Done' }).click();
  return password;
}

/** The first sign-in's step: the temporary password replaced by the person's own. */
export async function chooseOwnPassword(page: Page, temporary: string, own: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Temporary password').fill(temporary);
  await page.getByLabel('New password', { exact: true }).fill(own);
  await page.getByLabel('Repeat the new password').fill(own);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeHidden();
}

/** A password no breached list holds and the strength check accepts: unrelated words and digits. */
export const ownPassword = (seed: string): string => `violet-canal-${seed}-bicycle-${Math.floor(Math.random() * 1e6)}`;
