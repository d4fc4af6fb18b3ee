import { z } from 'zod';

/**
 * Text a person typed and others will read: normalised to NFC (so "é" typed two ways is one name)
 * and free of characters that make it display as something it is not: control characters (NUL,
 * escape sequences), lone surrogate halves and the bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that showed "\u202Egnp.exe\u202C" as "exe.png".
 */
const LONE_SURROGATE = /\p{Cs}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Every control character; multi-line text keeps tab, line feed and carriage return. */
const CONTROL_IN_LINE = /\p{Cc}/u;
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

export type TextShape = 'line' | 'multiLine';

export function safeTextSchema(what: string, shape: TextShape, typeMessage: string) {
  const control = shape === 'line' ? CONTROL_IN_LINE : CONTROL_IN_TEXT;
  return z
    .string({ error: typeMessage })
    .refine((text) => !LONE_SURROGATE.test(text), { message: `The ${what} contains a broken character. Type it again.`, abort: true })
    .refine((text) => !control.test(text), { message: `The ${what} must not contain control characters.`, abort: true })
    .refine((text) => !BIDI_CONTROL.test(text), {
      message: `The ${what} must not contain text-direction characters (U+202A–U+202E, U+2066–U+2069).`,
      abort: true,
    })
    .normalize('NFC')
    .trim();
}
