/**
 * What a model's reply must not carry out of the conversation: the system prompt's canary, or
 * the private parts of the prompt (system-prompt.ts: the assistant's rules and the owner's
 * confidential guidance; the business facts are there to be told). A model that obeys the
 * visitor may write them in disguise, so both sides are compared folded (text-fold.ts: case,
 * compatibility forms, invisible characters, look-alike letters and digits for letters undone),
 * in two ways:
 * - as overlapping runs of WORD_SHINGLE words, which extra whitespace or punctuation between the
 *   words cannot break;
 * - as runs of CHAR_GRAM letters of the text with every separator removed, which catches a copy
 *   whose letters are spaced or dashed apart ("p r i n t", "p-r-i-n-t").
 * A reply leaks once it holds enough distinct runs of one private part (PART_WORD_SHINGLES, or
 * PART_CHAR_GRAMS; all of them for a shorter part): a verbatim copy of about 13 words. A reply
 * that follows the instructions shares a few words with them, seldom such a run.
 *
 * The guard reads the reply as it streams and says how much of it can be shown: only text that
 * can no longer become part of a leak. That is everything before the last run a match could
 * still start in, and before the first matched run, so a reply that starts to copy a private
 * part is held whole until it ends: then either all of it goes out, or only the refusal does.
 */
import { foldChar, foldedWords, isWordChar } from "./text-fold";

/** What the visitor reads instead of a reply that leaked. */
export const SAFE_REFUSAL =
  "I'm here to help with questions about our services and how to get in touch. What would you like to know?";

const WORD_SHINGLE = 6;
const CHAR_GRAM = 32;
/** 8 shingles of 6 words are a run of 13 words; 32 grams of 32 letters a run of 63 letters. */
const PART_WORD_SHINGLES = 8;
const PART_CHAR_GRAMS = 32;

/** The runs of each private part, and how many of them a reply must hold to leak that part. */
function evidenceOf(runsOfParts: Set<string>[], partThreshold: number) {
  const partsOf = new Map<string, number[]>();
  runsOfParts.forEach((runs, part) => {
    for (const run of runs) partsOf.set(run, [...(partsOf.get(run) ?? []), part]);
  });
  const needed = runsOfParts.map((runs) => Math.min(runs.size, partThreshold));
  const found = runsOfParts.map(() => new Set<string>());
  /** Records a run of the reply: whether it is a private one, and whether a part now leaks. */
  return function see(run: string): { matched: boolean; leaks: boolean } {
    const parts = partsOf.get(run);
    if (!parts) return { matched: false, leaks: false };
    let leaks = false;
    for (const part of parts) {
      found[part]!.add(run);
      if (found[part]!.size >= needed[part]!) leaks = true;
    }
    return { matched: true, leaks };
  };
}

/** Every run of `length` consecutive words, or letters, of a text. */
function runsOf(items: string | readonly string[], length: number): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + length <= items.length; i++) {
    const run = items.slice(i, i + length);
    runs.add(typeof run === "string" ? run : run.join(" "));
  }
  return runs;
}

export interface ReplyGuard {
  /**
   * Reads the next piece of the reply. Returns the text that has become safe to show (often
   * ""), or null once the reply leaks: then nothing more of it may be shown.
   */
  push(piece: string): string | null;
  /** The reply is complete: returns the rest of it, or null when it leaks. */
  end(): string | null;
}

export function createReplyGuard(privateParts: readonly string[], canary: string): ReplyGuard {
  const partWords = privateParts.map(foldedWords);
  const seeWords = evidenceOf(
    partWords.map((words) => runsOf(words, WORD_SHINGLE)),
    PART_WORD_SHINGLES,
  );
  const seeLetters = evidenceOf(
    partWords.map((words) => runsOf(words.join(""), CHAR_GRAM)),
    PART_CHAR_GRAMS,
  );
  const canaryLetters = foldedWords(canary).join("");
  const letterWindow = Math.max(CHAR_GRAM, canaryLetters.length);

  let raw = "";
  /** raw[0, folded) has been read; a lone high surrogate at the end waits for its pair. */
  let folded = 0;
  let released = 0;
  const words: string[] = [];
  const wordStarts: number[] = [];
  let word = "";
  let wordStart = -1;
  let letters = "";
  const letterAt: number[] = [];
  /** Where the first matched run starts: nothing from there on is shown until the reply ends. */
  let matchedFrom = Number.POSITIVE_INFINITY;
  let leaked = false;

  function note({ matched, leaks }: { matched: boolean; leaks: boolean }, start: number) {
    if (matched) matchedFrom = Math.min(matchedFrom, start);
    if (leaks) leaked = true;
  }

  function endWord() {
    if (word === "") return;
    words.push(word);
    wordStarts.push(wordStart);
    word = "";
    if (words.length >= WORD_SHINGLE) {
      const first = words.length - WORD_SHINGLE;
      note(seeWords(words.slice(first).join(" ")), wordStarts[first]!);
    }
  }

  function addLetter(letter: string, at: number) {
    if (word === "") wordStart = at;
    word += letter;
    letters += letter;
    letterAt.push(at);
    if (canaryLetters !== "" && letters.endsWith(canaryLetters)) leaked = true;
    if (letters.length >= CHAR_GRAM) {
      const first = letters.length - CHAR_GRAM;
      note(seeLetters(letters.slice(first)), letterAt[first]!);
    }
  }

  function read(final: boolean) {
    while (folded < raw.length && !leaked) {
      const code = raw.charCodeAt(folded);
      const pair = code >= 0xd800 && code <= 0xdbff;
      if (pair && folded + 1 >= raw.length && !final) break;
      const char = String.fromCodePoint(raw.codePointAt(folded)!);
      for (const f of foldChar(char)) {
        if (isWordChar(f)) addLetter(f, folded);
        else endWord();
      }
      folded += char.length;
    }
    if (final && !leaked) endWord();
  }

  /** The end of the text that no run still to come can reach back into. */
  function safeEnd(): number {
    // A word run still to come ends at the word in progress or later: it may start as far back
    // as WORD_SHINGLE - 1 words before it; a letter run, CHAR_GRAM - 1 letters back.
    const firstOpenWord = Math.max(0, words.length - WORD_SHINGLE + 1);
    const wordHold =
      firstOpenWord < words.length ? wordStarts[firstOpenWord]! : word !== "" ? wordStart : folded;
    const firstOpenLetter = Math.max(0, letters.length - letterWindow + 1);
    const letterHold = firstOpenLetter < letters.length ? letterAt[firstOpenLetter]! : folded;
    return Math.min(folded, matchedFrom, wordHold, letterHold);
  }

  function release(end: number): string {
    if (end <= released) return "";
    const text = raw.slice(released, end);
    released = end;
    return text;
  }

  return {
    push(piece) {
      if (leaked) return null;
      raw += piece;
      read(false);
      return leaked ? null : release(safeEnd());
    },
    end() {
      if (leaked) return null;
      read(true);
      return leaked ? null : release(raw.length);
    },
  };
}
