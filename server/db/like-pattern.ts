/** `%text%` for LIKE, lower-cased, with the pattern characters of the text itself escaped (`\` is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
