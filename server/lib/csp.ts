/** Builds a Content-Security-Policy header value from its directives. */
export function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
