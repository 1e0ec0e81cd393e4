/**
 * 'Batch Upload': picks a .csv, .xlsx or .xls file, reads it into checked rows
 * and opens the preview. Files that are too large, too long or unreadable are refused with
 * a toast before any preview. Made for an organisation (`organization`), the file's rows may
 * name its templates and teams.
 */
import { BATCH_ACCEPT, batchCounts, type CheckedBatchRow } from "@core/batch-users";
import { FileUp, Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import type { BatchOrganization } from "./batch-organization";
import { BatchPreviewDialog } from "./batch-preview-dialog";
import { readBatchFile } from "./read-batch-file";

interface BatchUploadButtonProps {
  organization?: BatchOrganization;
  /** The button's text: 'Batch Upload' (the specification's) unless given. */
  label?: string;
}

export function BatchUploadButton({ organization, label = "Batch Upload" }: BatchUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<{ fileName: string; rows: CheckedBatchRow[]; key: number }>();
  const [open, setOpen] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setReading(true);
    try {
      const result = await readBatchFile(file, { inOrganisation: organization !== undefined });
      if (!result.ok) {
        toast({ title: "Error", description: result.message, variant: "destructive" });
        return;
      }
      const rows = result.sheet.rows;
      setPreview({ fileName: file.name, rows, key: Date.now() });
      setOpen(true);
      if (batchCounts(rows).valid === 0) toast({ title: "Warning", description: "No valid users to upload" });
    } finally {
      setReading(false);
      // The same file can be picked again after a change.
      if (input.current) input.current.value = "";
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={BATCH_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-batch-input
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button variant="outline" disabled={reading} aria-busy={reading} onClick={() => input.current?.click()}>
        {reading ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <FileUp className="h-4 w-4" aria-hidden />
        )}
        {label}
      </Button>
      {preview && (
        <BatchPreviewDialog
          key={preview.key}
          open={open}
          onOpenChange={setOpen}
          fileName={preview.fileName}
          rows={preview.rows}
          organization={organization}
        />
      )}
    </>
  );
}
