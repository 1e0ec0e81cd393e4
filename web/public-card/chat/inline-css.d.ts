/** Vite's `?inline` import: the stylesheet's text, which the widget adds to the page itself. */
declare module "*.css?inline" {
  const css: string;
  export default css;
}
