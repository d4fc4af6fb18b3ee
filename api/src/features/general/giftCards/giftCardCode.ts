import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied from paper cannot be mistaken. 31 symbols. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A new code such as "K7QM-3XHD-9WPA": 12 symbols from a cryptographic source, about 59 bits, so
 * codes cannot be guessed from one another. Uniqueness is the database's unique key.
 */
export function newGiftCardCode(): string {
  return Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-');
}

/** What a person typed, as stored for matching: "k7qm 3xhd-9wpa" → "K7QM3XHD9WPA". */
export const giftCardCodeKey = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
