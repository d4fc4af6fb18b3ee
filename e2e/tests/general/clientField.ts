import { expect, type Locator } from '@playwright/test';

/**
 * Books for a new client from the New booking dialog: types the name in the Client field, picks
 * "New client", gives the phone and saves, then checks the field holds the new client.
 */
export async function addClientInDialog(dialog: Locator, name: string, phone: string): Promise<void> {
  const field = dialog.getByRole('combobox', { name: 'Client' });
  await field.fill(name);
  await dialog.getByRole('option', { name: /New client/ }).click();
  const form = dialog.getByRole('group', { name: 'New client' });
  await form.getByLabel('Client phone').fill(phone);
  await form.getByRole('button', { name: 'Save client' }).click();
  await expect(field).toHaveValue(name);
}
