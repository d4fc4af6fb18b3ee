import { z } from 'zod';

/**
 * Text a person typed and others will read: normalised to NFC (so "é" typed two ways is one name)
 * and free of characters that make it display as something it is not: control characters (NUL,
 * escape sequences), lone surrogate halves, and the bidirectional controls that showed
 * "\u202Egnp.exe\u202C" as "exe.png".
 */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Every character that reorders text on screen (Unicode's Bidi_Control: the embeddings, overrides
 * and isolates, and the marks U+200E, U+200F and U+061C), refused in every text.
 */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/**
 * A line (a name, a title, a reason, a search) refuses every invisible format character (category
 * Cf: zero-width spaces and joiners, soft hyphens, byte-order marks, tags): two names that look the
 * same must be the same name. Multi-line text keeps them, as emoji sequences and some scripts
 * need the joiners, and only the reordering ones above are refused there.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;
/** Every control character; multi-line text keeps tab, line feed and carriage return. */
const CONTROL_IN_LINE = /\p{Cc}/u;
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

export type TextShape = 'line' | 'multiLine';

export function safeTextSchema(what: string, shape: TextShape, typeMessage: string) {
  const control = shape === 'line' ? CONTROL_IN_LINE : CONTROL_IN_TEXT;
  const base = z
    .string({ error: typeMessage })
    .refine((text) => !LONE_SURROGATE.test(text), { message: `The ${what} contains a broken character. Type it again.`, abort: true })
    .refine((text) => !control.test(text), { message: `The ${what} must not contain control characters.`, abort: true })
    .refine((text) => !BIDI_CONTROL.test(text), {
      message: `The ${what} must not contain text-direction characters (such as U+200F or U+202E).`,
      abort: true,
    });
  const checked =
    shape === 'line'
      ? base.refine((text) => !FORMAT_CHARACTER.test(text), {
          message: `The ${what} must not contain invisible formatting characters (such as a zero-width space).`,
          abort: true,
        })
      : base;
  return checked.normalize('NFC').trim();
}
