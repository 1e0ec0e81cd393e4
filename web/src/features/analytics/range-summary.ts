import type { RangeFigures, Rates } from "@core/analytics";

/** What the summary and insight panels show of the range chosen: figures, rates, its window's words. */
export interface RangeSummary {
  figures: RangeFigures;
  rates: Rates;
  window: string;
}
