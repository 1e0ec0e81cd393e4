/**
 * The grammar of the assistant's composed English: the owner's labels ('Websites', 'Interior &
 * brand design studio') read inside a sentence, with 'a' or 'an' by how the word sounds, and the
 * verb agreeing with a plural name ('How much do websites cost?', 'Websites start at $900').
 */

/** Words spelled with a vowel that start with a consonant sound, and the reverse (whole word or its start). */
const CONSONANT_SOUND = /^(?:uni|use|usu|ura|uro|eu|ewe|one|once|ubi|uti|uk\b)/;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/;
/** Letters whose English name starts with a vowel sound: an SEO agency, an HR firm, a UX studio. */
const VOWEL_SOUND_LETTERS = "AEFHILMNORSX";
/** Names ending in -s that are one thing. */
const SINGULAR_IN_S = new Set([
  "news",
  "analytics",
  "logistics",
  "economics",
  "ethics",
  "physics",
  "mathematics",
  "politics",
  "series",
  "species",
  "means",
  "lens",
  "canvas",
  "gas",
  "bus",
  "yes",
]);

/** 'an' or 'a' before `phrase`, by the sound of its first word. */
export function articleFor(phrase: string): "a" | "an" {
  const word = /[\p{L}\p{N}]+/u.exec(phrase)?.[0] ?? "";
  if (word === "") return "a";
  // An abbreviation is read letter by letter.
  if (word.length > 1 && word === word.toUpperCase() && /^\p{L}+$/u.test(word)) {
    return VOWEL_SOUND_LETTERS.includes(word[0]!) ? "an" : "a";
  }
  const lower = word.toLowerCase();
  if (VOWEL_SOUND.test(lower)) return "an";
  if (CONSONANT_SOUND.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** 'an interior design studio', 'a web studio'. */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/**
 * An owner's label as it reads inside a sentence: a capital that only marks the label's start is
 * dropped ('Website design' → 'website design'); names and abbreviations keep theirs
 * ('WordPress sites', 'SEO audit', 'iPhone apps').
 */
export function inSentence(label: string): string {
  const first = /^\p{L}+/u.exec(label)?.[0] ?? "";
  const labelCapital = first.length > 1 && /^\p{Lu}\p{Ll}+$/u.test(first);
  return labelCapital ? first.toLowerCase() + label.slice(first.length) : label;
}

/** Whether a name reads as many things ('Websites', 'Business cards'), so its verb is plural. */
export function isPluralName(name: string): boolean {
  const last = (/[\p{L}]+$/u.exec(name.trim())?.[0] ?? "").toLowerCase();
  if (last.length < 3 || SINGULAR_IN_S.has(last)) return false;
  return last.endsWith("s") && !/(?:ss|us|is)$/.test(last);
}

/** 'does' or 'do', to agree with `name` ('How much does hosting cost?'). */
export function doesOrDo(name: string): "does" | "do" {
  return isPluralName(name) ? "do" : "does";
}

/** 'starts' or 'start', to agree with `name`. */
export function startsOrStart(name: string): "starts" | "start" {
  return isPluralName(name) ? "start" : "starts";
}
