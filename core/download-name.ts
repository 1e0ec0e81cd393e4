/**
 * The file name a Content-Disposition header gives (the UTF-8 `filename*` form first, then the
 * plain one), for downloads fetched by script: the public card's contact file, the
 * conversations' CSV.
 */
export function fileNameOfDisposition(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {}
  }
  return /filename="([^"]*)"/i.exec(disposition ?? "")?.[1] || fallback;
}
