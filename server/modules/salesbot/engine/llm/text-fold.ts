/**
 * The folding the output guard (output-guard.ts) compares texts under, one character at a time
 * so that a streamed reply can be folded as it arrives and each folded letter still points at
 * the character it came from. Two texts that read the same to a person fold the same:
 * - compatibility forms become plain letters (NFKC/NFKD: fullwidth, ligatures, 𝐛𝐨𝐥𝐝, ⓒⓘⓡⓒⓛⓔⓓ),
 *   and accents and other combining marks are dropped;
 * - invisible characters (zero-width spaces and joiners, other format characters, control
 *   characters that are not whitespace, blank "letters" such as U+3164) are removed;
 * - case is folded, and Cyrillic and Greek letters that look like Latin ones become those;
 * - the common digit-and-symbol swaps for letters are undone (0→o, 1→i, 3→e, 4→a, 5→s, 7→t,
 *   @→a, $→s…); i and l are one letter, since 1 stands for either;
 * - anything else that is not a letter or a digit is a separator, written as a space.
 */

const SEPARATOR = " ";

/** Letter-likes, after lower-casing, to the letter they pass for. */
const LOOKALIKES: Record<string, string> = {
  // digits and symbols for letters
  "0": "o",
  "1": "i",
  "2": "z",
  "3": "e",
  "4": "a",
  "5": "s",
  "6": "g",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  l: "i",
  ı: "i",
  // Cyrillic
  а: "a",
  в: "b",
  ь: "b",
  с: "c",
  ԁ: "d",
  е: "e",
  һ: "h",
  н: "h",
  і: "i",
  ӏ: "i",
  ј: "j",
  к: "k",
  м: "m",
  о: "o",
  р: "p",
  ԛ: "q",
  ѕ: "s",
  т: "t",
  у: "y",
  ԝ: "w",
  х: "x",
  // Greek
  α: "a",
  β: "b",
  γ: "y",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
};

const MARK_OR_FORMAT = /[\p{M}\p{Cf}]/u;
const CONTROL = /\p{Cc}/u;
const WHITESPACE = /\s/u;
/** Blank characters that Unicode counts as letters or symbols. */
const BLANKS = new Set(["\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"]);
const WORD_CHAR = /[\p{L}\p{N}]/u;

const cache = new Map<string, string>();

/**
 * One character (a whole code point) folded: "" when it is invisible, otherwise letters and
 * digits, with SEPARATOR for anything else. May be longer than one character ("ﬁ" → "fi").
 */
export function foldChar(char: string): string {
  const known = cache.get(char);
  if (known !== undefined) return known;
  let folded = "";
  for (const c of char.normalize("NFKD").toLowerCase().normalize("NFKD")) {
    if (BLANKS.has(c) || MARK_OR_FORMAT.test(c) || (CONTROL.test(c) && !WHITESPACE.test(c))) continue;
    const letter = LOOKALIKES[c] ?? c;
    folded += WORD_CHAR.test(letter) ? letter : SEPARATOR;
  }
  // Bounded: a stream of distinct rare characters must not grow it without end.
  if (cache.size < 10_000) cache.set(char, folded);
  return folded;
}

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  let folded = "";
  for (const char of text) folded += foldChar(char);
  return folded.split(SEPARATOR).filter((word) => word !== "");
}

/** Whether a folded character is part of a word (otherwise it separates words). */
export const isWordChar = (folded: string) => folded !== SEPARATOR;
