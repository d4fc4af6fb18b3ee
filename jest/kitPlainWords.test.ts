import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JARGON } from '@nail-or-never/shared/testing/jargon';

const KIT_FOLDER = path.join(__dirname, '..', 'shared', 'src', 'kit');

/** A message in the kit's source: a quoted sentence, a capital first, a space inside, a full stop or question mark last. */
const SENTENCE = /(['`"])([A-Z][^'`"\n]* [^'`"\n]*[.?])\1/g;

function kitSentences(): string[] {
  const sources = readdirSync(KIT_FOLDER, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return sources.flatMap((file) => [...readFileSync(path.join(KIT_FOLDER, file), 'utf8').matchAll(SENTENCE)].map((match) => match[2] ?? ''));
}

describe('the kit’s own messages', () => {
  it('are written in plain words', () => {
    const sentences = kitSentences();
    // The scan must see the kit's messages, or it proves nothing.
    expect(sentences).toContain('Enter at most two decimals, for example ${example}.');
    expect(sentences.filter((sentence) => JARGON.test(sentence))).toEqual([]);
  });
});
