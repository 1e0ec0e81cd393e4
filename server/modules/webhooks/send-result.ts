/** What one attempt at a delivery came to, whatever the endpoint's kind. */
export interface SendResult {
  /** Delivered (a 2xx), or nothing was to be sent (`error` then says why). */
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  /** A failure that trying again cannot mend (a refused address): given up at once. */
  permanent?: boolean;
}
