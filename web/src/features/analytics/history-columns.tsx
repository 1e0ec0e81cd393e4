/**
 * The four history tables (views, clicks, saves, and the answers to the card's visitor form):
 * their columns, how a row is written and the empty text, per kind.
 */
import type { AnalyticsResponse, HistoryKind, HistoryPage } from "@core/schemas/analytics";
import { VIEW_SOURCE_LABELS } from "@core/view-sources";
import type { ReactNode } from "react";
import { linkTypeLabel } from "./chart-data";
import type { Column } from "./data-table";
import { type FieldLabel, formatTimestamp, formDataLines, orUnknown } from "./history-format";

export type HistoryItem<K extends HistoryKind> = HistoryPage<K>["items"][number];

export interface HistoryConfig<K extends HistoryKind> {
  tab: string;
  caption: string;
  empty: string;
  columns: Column[];
  /** `fields`: the card's form, which names the answers of a submission. */
  cells: (item: HistoryItem<K>, fields: FieldLabel[]) => ReactNode[];
  total: (summary: AnalyticsResponse["summary"]) => number;
  /** Below this width the table scrolls sideways. */
  minWidth: string;
}

const when: Column = { header: "Date and time", nowrap: true };

function FormLines({ formData, fields }: { formData: Record<string, unknown>; fields: FieldLabel[] }) {
  const lines = formDataLines(formData, fields);
  if (lines.length === 0) return <span className="text-muted-foreground">No fields</span>;
  return (
    <dl className="space-y-0.5">
      {lines.map(({ label, value }) => (
        <div key={label} className="break-words">
          <dt className="inline font-medium">{label}:</dt>{" "}
          <dd className="inline whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const HISTORY: { [K in HistoryKind]: HistoryConfig<K> } = {
  views: {
    tab: "View History",
    caption: "Views, newest first",
    empty: "No view data available yet",
    columns: [when, { header: "Location" }, { header: "Device" }, { header: "Source" }],
    cells: (view) => [
      formatTimestamp(view.timestamp),
      orUnknown(view.viewerLocation),
      orUnknown(view.viewerDevice),
      VIEW_SOURCE_LABELS[view.source],
    ],
    total: (summary) => summary.totalViews,
    minWidth: "34rem",
  },
  clicks: {
    tab: "Click History",
    caption: "Clicks, newest first",
    empty: "No click data available yet",
    columns: [when, { header: "Link type" }, { header: "Link" }, { header: "Device" }],
    cells: (click) => [
      formatTimestamp(click.timestamp),
      linkTypeLabel(click.linkType),
      <span key="id" className="break-words">
        {click.linkLabel}
        {click.linkLabel !== click.linkId && (
          <span className="block break-all font-mono text-xs text-muted-foreground">{click.linkId}</span>
        )}
      </span>,
      orUnknown(click.clickerDevice),
    ],
    total: (summary) => summary.totalClicks,
    minWidth: "34rem",
  },
  saves: {
    tab: "Save History",
    caption: "Saves, newest first",
    empty: "No save data available yet",
    columns: [when, { header: "Location" }, { header: "Device" }],
    cells: (save) => [
      formatTimestamp(save.timestamp),
      orUnknown(save.saverLocation),
      orUnknown(save.saverDevice),
    ],
    total: (summary) => summary.totalSaves,
    minWidth: "28rem",
  },
  submissions: {
    tab: "Form Submissions",
    caption: "Form submissions, newest first",
    empty: "No form submissions yet",
    columns: [when, { header: "Form data" }, { header: "Location" }, { header: "Device" }],
    cells: (submission, fields) => [
      formatTimestamp(submission.timestamp),
      <FormLines key="form" formData={submission.formData} fields={fields} />,
      orUnknown(submission.submitterLocation),
      orUnknown(submission.submitterDevice),
    ],
    total: (summary) => summary.totalSubmissions,
    minWidth: "40rem",
  },
};
