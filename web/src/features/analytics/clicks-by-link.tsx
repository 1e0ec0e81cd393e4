import type { AnalyticsResponse } from "@core/schemas/analytics";
import { linkTypeLabel } from "./chart-data";
import { DataTable } from "./data-table";

/** Each clicked link named by its label ('Book a call', 'LinkedIn', 'Open in Maps'), with its visitors. */
export function ClicksByLink({ links }: { links: AnalyticsResponse["clicksByLink"] }) {
  if (links.length === 0) return null;
  return (
    <div className="mt-6">
      <DataTable
        caption="Clicks by link"
        minWidth="24rem"
        columns={[
          { header: "Link" },
          { header: "Link type" },
          { header: "Clicks", numeric: true },
          { header: "Visitors", numeric: true },
        ]}
        rows={links.map((link) => ({
          key: `${link.linkType}|${link.linkId}|${link.label}`,
          cells: [
            <span key="label" className="break-words">
              {link.label}
            </span>,
            linkTypeLabel(link.linkType),
            link.count.toLocaleString(),
            link.visitors.toLocaleString(),
          ],
        }))}
      />
    </div>
  );
}
