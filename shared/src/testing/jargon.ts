/**
 * Words a person reading a form or an API refusal should never meet: zod's own defaults and
 * programmer terms. Word boundaries keep ordinary words ("comparison", "nullify") from counting.
 * Plain values without imports, so the API's and the tooling's tests can use it too.
 */
export const JARGON = /\bISO\b|\bexpected\b|invalid input|\bNaN\b|positive number|\breceived\b|\bundefined\b|\bnull\b|\bregex\b|\benum\b|\binvalid_\w+|\bstring\b|\bboolean\b/i;
