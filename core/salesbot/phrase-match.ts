/**
 * How the assistant's fixed keyword lists are found in chat text: case-insensitive, on whole
 * words (so 'call' does not match 'recall' and 'buy' does not match 'buyer'), multi-word phrases
 * word by word, and a phrase right after a negation in the same clause ('not interested',
 * "don't want to buy") is marked as negated so rules can ignore it. Text is split into words
 * once, by one regex that cannot backtrack (each repetition starts with a character the previous
 * part cannot match), so the cost is linear in the text's length.
 */

/** Words (letters and digits, joined by inner apostrophes or hyphens) and clause breaks. */
const WORD_OR_BREAK = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*|[.!?;,:]/gu;
const BREAKS = ".!?;,:";
const CURLY_APOSTROPHES = /[\u2018\u2019\u02bc]/g;

/** Words that turn the phrase following them (within this many words) around. */
const NEGATORS = new Set([
  "not",
  "never",
  "nor",
  "don't",
  "dont",
  "doesn't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "won't",
  "wouldn't",
  "can't",
  "cannot",
  "haven't",
]);
const NEGATION_REACH = 3;

export interface Words {
  readonly words: readonly string[];
  /** The clause each word belongs to; a negation reaches only within its clause. */
  readonly clauses: readonly number[];
}

export function toWords(text: string): Words {
  const words: string[] = [];
  const clauses: number[] = [];
  let clause = 0;
  for (const match of text.toLowerCase().replace(CURLY_APOSTROPHES, "'").matchAll(WORD_OR_BREAK)) {
    const token = match[0];
    if (token.length === 1 && BREAKS.includes(token)) {
      clause++;
      continue;
    }
    words.push(token);
    clauses.push(clause);
  }
  return { words, clauses };
}

export interface PhraseHit {
  phrase: string;
  /** Word index of the first and one past the last word. */
  start: number;
  end: number;
  negated: boolean;
}

export interface MatchOptions {
  /** Let the phrase's last word match its plural too ('demo' finds 'demos'). */
  plurals?: boolean;
}

const compiled = new WeakMap<readonly string[], string[][]>();

function phraseWords(phrases: readonly string[]): string[][] {
  let list = compiled.get(phrases);
  if (!list) {
    list = phrases.map((p) => [...toWords(p).words]);
    compiled.set(phrases, list);
  }
  return list;
}

function wordMatches(actual: string, wanted: string, plural: boolean): boolean {
  return actual === wanted || (plural && (actual === `${wanted}s` || actual === `${wanted}es`));
}

function isNegated(text: Words, start: number): boolean {
  for (let j = start - 1; j >= 0 && j >= start - NEGATION_REACH; j--) {
    if (text.clauses[j] !== text.clauses[start]) return false;
    if (NEGATORS.has(text.words[j]!)) return true;
  }
  return false;
}

/** Every occurrence of every phrase, in text order. */
export function findPhrases(
  text: Words,
  phrases: readonly string[],
  options: MatchOptions = {},
): PhraseHit[] {
  const lists = phraseWords(phrases);
  const hits: PhraseHit[] = [];
  const { words } = text;
  for (let i = 0; i < words.length; i++) {
    lists.forEach((wanted, p) => {
      if (wanted.length === 0 || i + wanted.length > words.length) return;
      for (let k = 0; k < wanted.length; k++) {
        const last = k === wanted.length - 1;
        if (!wordMatches(words[i + k]!, wanted[k]!, last && options.plurals === true)) return;
      }
      hits.push({ phrase: phrases[p]!, start: i, end: i + wanted.length, negated: isNegated(text, i) });
    });
  }
  return hits;
}

function asWords(text: string | Words): Words {
  return typeof text === "string" ? toWords(text) : text;
}

/** The phrases said and meant (not negated), each once. */
export function affirmedPhrases(
  text: string | Words,
  phrases: readonly string[],
  options?: MatchOptions,
): Set<string> {
  return new Set(
    findPhrases(asWords(text), phrases, options)
      .filter((h) => !h.negated)
      .map((h) => h.phrase),
  );
}

/** Whether any phrase is said and meant (not negated). */
export function affirms(text: string | Words, phrases: readonly string[], options?: MatchOptions): boolean {
  return findPhrases(asWords(text), phrases, options).some((h) => !h.negated);
}
