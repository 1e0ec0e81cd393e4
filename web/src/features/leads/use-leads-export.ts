/** 'Export CSV' of the inbox's filtered leads, with the leads received so far as progress. */
import { fileNameOfDisposition } from "@core/download-name";
import { useState } from "react";
import { readExport } from "@/features/salesbot/conversations/download-export";
import { errorMessage, toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { type InboxFilters, type InboxSource, leadsExportUrl } from "./inbox-api";

export interface LeadsExportState {
  received: number;
  total: number;
}

async function download(url: string, onRows: (rows: number) => void): Promise<void> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok || !response.body) throw await toApiError(response);
  const blob = await readExport(response, onRows);
  const file = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = file;
  link.download = fileNameOfDisposition(response.headers.get("content-disposition"), "leads.csv");
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file), 10_000);
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
      await download(leadsExportUrl(source, filters), (received) => setRunning({ received, total }));
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
