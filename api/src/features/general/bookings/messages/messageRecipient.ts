/** What the recipient rule reads: the booking's client. */
export interface RecipientFacts {
  email: string;
  /** `clients.marketing_consent`: 1 when the client agreed to e-mails from the salon. */
  marketingConsent: number;
  /** Set once the client was erased (anonymised): nobody to write to any more. */
  erasedAt: string | null;
}

/**
 * Who gets a booking's e-mails, or null for nobody: the one place this is decided. The booking's
 * client, when they have an e-mail address and agreed to e-mails (marketing consent); otherwise no
 * message is queued at all.
 */
export function messageRecipient(client: RecipientFacts | undefined): string | null {
  if (!client || client.erasedAt !== null || client.marketingConsent !== 1) return null;
  const address = client.email.trim();
  return address === '' ? null : address;
}
