/**
 * css-tree's tokenizer on its own entry point ("css-tree/tokenizer", a few kilobytes), which
 * @types/css-tree describes only as part of the whole library.
 */
declare module "css-tree/tokenizer" {
  export { tokenize, tokenTypes } from "css-tree";
}
