import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { TEAM_MESSAGES } from '@nail-or-never/shared/schemas';

/**
 * The rule for a new password: zxcvbn-ts with the common-passwords and English dictionaries (shipped
 * in the packages, no network) must score it 3 or more out of 4 ("safely unguessable": about 10^8
 * guesses, out of reach of online guessing and costly offline against argon2id). The person's own
 * name and username count as guessable words.
 */
export const MIN_PASSWORD_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  // Built once: the dictionaries are large and their ranking is computed on first use.
  checker ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return checker;
}

/** Null when strong enough, else the sentence to show (with zxcvbn's own hint when it has one). */
export function passwordStrengthProblem(password: string, personalWords: string[]): string | null {
  const result = zxcvbn().check(password, personalWords);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = result.feedback.warning;
  return hint ? `${TEAM_MESSAGES.passwordTooWeak} (${hint})` : TEAM_MESSAGES.passwordTooWeak;
}
