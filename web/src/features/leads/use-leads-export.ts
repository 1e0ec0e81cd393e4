/** 'Export CSV' of the inbox's filtered leads, with the leads received so far as progress. */
import { useState } from "react";
import { downloadExport } from "@/features/salesbot/conversations/download-export";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { type InboxFilters, type InboxSource, leadsExportUrl } from "./inbox-api";

export interface LeadsExportState {
  received: number;
  total: number;
}

export const leadsText = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "lead" : "leads"}`;

export function useLeadsExport() {
  const [running, setRunning] = useState<LeadsExportState | null>(null);

  async function start(source: InboxSource, filters: InboxFilters, total: number): Promise<void> {
    if (running) return;
    if (total === 0) {
      toast({ title: "No data available to export.", variant: "destructive" });
      return;
    }
    setRunning({ received: 0, total });
    try {
      await downloadExport(
        leadsExportUrl(source, filters),
        (received) => setRunning({ received, total }),
        "leads.csv",
      );
      toast({ title: "Export complete", description: `Exported ${leadsText(total)}.` });
    } catch (error) {
      toast({
        title: "Export failed",
        description: errorMessage(error, "Failed to export leads. Please try again."),
        variant: "destructive",
      });
    } finally {
      setRunning(null);
    }
  }

  return { running, start };
}
