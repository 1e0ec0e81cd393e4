/** 'Export CSV' of the filtered conversations, with the conversations received so far as progress. */
import type { ConversationFilters } from "@core/salesbot/conversations";
import { useState } from "react";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { exportUrl } from "./api";
import { downloadExport } from "./download-export";
import { exportedText } from "./format";

export interface ExportState {
  received: number;
  total: number;
}

export function useConversationExport(cardId: number) {
  const [running, setRunning] = useState<ExportState | null>(null);

  async function start(filters: ConversationFilters, total: number): Promise<void> {
    if (running) return;
    if (total === 0) {
      toast({ title: "No data available to export.", variant: "destructive" });
      return;
    }
    setRunning({ received: 0, total });
    try {
      await downloadExport(exportUrl(cardId, filters), (received) => setRunning({ received, total }));
      toast({
        title: "Export complete",
        description: exportedText(total),
      });
    } catch (error) {
      toast({
        title: "Export failed",
        description: errorMessage(error, "Failed to export conversations. Please try again."),
        variant: "destructive",
      });
    } finally {
      setRunning(null);
    }
  }

  return { running, start };
}
