/**
 * `Content-Disposition: attachment` with both file name forms (RFC 6266 section 4.3): `filename` in
 * plain ASCII for old clients, `filename*` in UTF-8 (RFC 8187, formerly 5987) so a name such
 * as "Zoë 東京.vcf" survives in every current browser.
 */
export function attachmentDisposition(fileName: string): string {
  // Quoted-string fallback: non-ASCII, quotes, backslashes and controls become underscores.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  // encodeURIComponent leaves ' ( ) * unencoded, which RFC 8187's attr-char does not allow.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
