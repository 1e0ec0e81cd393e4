/**
 * How deeply a JSON text nests objects and lists, found by one linear scan of the text
 * before it is parsed. Everything that later walks a body (the storable-text guard, the
 * validators, JSON.stringify in size checks) recurses, so a body nested thousands of levels
 * deep would overflow the stack; refusing it here bounds that work for every route at once.
 */
const OPEN_OBJECT = 0x7b; // {
const OPEN_LIST = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_LIST = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** Whether `text` nests objects and lists more than `max` levels deep (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_LIST) {
      if (++depth > max) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_LIST) {
      depth--;
    }
  }
  return false;
}
