/**
 * The batch-upload preview dialog: the count
 * line, 'Download CSV Template', the rows with their status (an invalid row's errors in a
 * tooltip that the keyboard reaches too), masked passwords, and 'Upload Valid Users'. Before
 * the upload is possible the server checks the valid rows without writing (its dry run): rows
 * whose username, email or card slug is taken are shown invalid with the server's message.
 * Once the upload answers, the dialog lists what happened to each row it was sent.
 * Made for an organisation (`organization`), the rows may name its templates and teams: the
 * table shows the ones the server will use, and the results lead back to the members.
 */
import { batchCounts, type CheckedBatchRow, validBatchRows } from "@core/batch-users";
import type { BulkProgress, BulkUploadResult } from "@core/schemas/users";
import { CircleAlert, CircleCheck, Download, Loader2, RotateCw, Upload, Users } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useBulkCheck, useBulkUpload } from "../api";
import type { BatchOrganization } from "./batch-organization";
import { BATCH_CELL, BatchPreviewTable } from "./batch-preview-table";
import { BatchTable } from "./batch-table";
import { bulkProgressView } from "./bulk-progress";
import { downloadTemplate } from "./download-template";
import { countLine, previewRows, resultLines, withServerCheck } from "./preview-rows";

interface BatchPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileName: string;
  rows: CheckedBatchRow[];
  /** The organisation the upload is made for, if any. */
  organization?: BatchOrganization;
}

const CHECK_FAILED = "Failed to check users with the server";

export function BatchPreviewDialog({
  open,
  onOpenChange,
  fileName,
  rows: fileRows,
  organization,
}: BatchPreviewDialogProps) {
  const upload = useBulkUpload(organization?.id);
  const check = useBulkCheck(organization?.id);
  // Set by 'Show members': the dialog closes and the members take the focus instead of the button.
  const toMembers = useRef(false);
  const { mutate: runCheck } = check;
  const [answer, setAnswer] = useState<{ sent: CheckedBatchRow[]; result: BulkUploadResult }>();
  // The rows valid in the file go to the server's dry run once, when the preview opens.
  const toCheck = useMemo(() => validBatchRows(fileRows), [fileRows]);
  const needsCheck = toCheck.length > 0;
  const startCheck = useCallback(
    () =>
      runCheck(toCheck, {
        onError: (error) =>
          toast({ title: "Error", description: errorMessage(error, CHECK_FAILED), variant: "destructive" }),
      }),
    [runCheck, toCheck],
  );
  useEffect(() => {
    if (needsCheck) startCheck();
  }, [needsCheck, startCheck]);
  const checked = !needsCheck || check.isSuccess;
  const rows = useMemo(
    () => (check.data ? withServerCheck(fileRows, check.data.results) : fileRows),
    [fileRows, check.data],
  );
  const counts = batchCounts(rows);
  const shown = previewRows(rows);

  function close(next: boolean) {
    if (upload.isPending) return;
    onOpenChange(next);
  }

  function send() {
    const sent = rows.filter((row) => row.status === "valid");
    if (sent.length === 0) {
      toast({ title: "Warning", description: "No valid users to upload" });
      return;
    }
    upload.mutate(validBatchRows(rows), {
      onSuccess: (result) => {
        setAnswer({ sent, result });
        if (result.created > 0) {
          organization?.onUploaded();
          const skipped = result.skipped > 0 ? `, ${result.skipped} skipped` : "";
          toast({
            title: "Success",
            description: `Users uploaded successfully: ${result.created} created${skipped}.`,
            variant: "success",
          });
        } else {
          toast({
            title: "Error",
            description: "No users were created. The results list the reason for each row.",
            variant: "destructive",
          });
        }
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: errorMessage(error, "Failed to upload users"),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-w-5xl"
        data-batch-dialog
        onCloseAutoFocus={(event) => {
          if (!toMembers.current) return;
          event.preventDefault();
          organization?.showMembers();
        }}
      >
        <DialogHeading
          title={answer ? "Upload Results" : "Batch Upload Preview"}
          description={
            <>
              <span className="break-all">{fileName}</span>
              {" · "}
              <span data-batch-counts>{countLine(counts)}</span>
            </>
          }
        />

        {answer ? (
          <UploadResults sent={answer.sent} result={answer.result} />
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">
                Accepted headers: username, fullName (or full_name), email, accessLevel (or access_level,
                default 1), cardSlug (or card_slug, optional), password
                {organization
                  ? `, template and team (optional: names of ${organization.name}'s templates and teams).`
                  : "."}
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => downloadTemplate(organization !== undefined)}
              >
                <Download className="h-4 w-4" aria-hidden />
                Download CSV Template
              </Button>
            </div>
            <BatchPreviewTable rows={shown} inOrganisation={organization !== undefined} />
            {shown.length < rows.length && (
              <p className="mt-2 text-sm text-muted-foreground">
                Showing {shown.length} of {rows.length} rows: the first rows and every invalid row. All{" "}
                {counts.valid} valid rows are uploaded.
              </p>
            )}
            {check.isPending && (
              <p role="status" className="mt-3 inline-flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                Checking with the server…
              </p>
            )}
            {check.isError && (
              <div
                role="alert"
                className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
                data-batch-check-failed
              >
                <span>{errorMessage(check.error, CHECK_FAILED)}</span>
                <span className="text-muted-foreground">
                  Upload is possible once the server has checked the users.
                </span>
                <Button variant="outline" size="sm" onClick={startCheck}>
                  <RotateCw className="h-4 w-4" aria-hidden />
                  Retry
                </Button>
              </div>
            )}
            {upload.isPending && <UploadProgress progress={upload.progress} sending={counts.valid} />}
          </>
        )}

        <DialogFooter>
          {answer ? (
            <>
              {organization && answer.result.created > 0 && (
                <Button
                  variant="outline"
                  onClick={() => {
                    toMembers.current = true;
                    onOpenChange(false);
                  }}
                >
                  <Users className="h-4 w-4" aria-hidden />
                  Show members
                </Button>
              )}
              <Button onClick={() => onOpenChange(false)}>Close</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => close(false)} disabled={upload.isPending}>
                Cancel
              </Button>
              <Button onClick={send} disabled={counts.valid === 0 || !checked || upload.isPending}>
                <Upload className="h-4 w-4" aria-hidden />
                {upload.isPending ? "Uploading..." : "Upload Valid Users"}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** No live region: the label changes every tenth of a second; the bar can be queried. */
function UploadProgress({ progress, sending }: { progress?: BulkProgress; sending: number }) {
  const view = bulkProgressView(progress, sending);
  return <ProgressBar value={view.percent} label={view.label} className="mt-4" />;
}

function UploadResults({ sent, result }: { sent: CheckedBatchRow[]; result: BulkUploadResult }) {
  const lines = resultLines(sent, result.results);
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium" role="status" data-batch-result>
        {result.created} created, {result.skipped} not created.
      </p>
      <BatchTable label="Upload results" minWidth="min-w-[32rem]" columns={["Line", "Username", "Result"]}>
        {lines.map((line) => (
          <tr key={`${line.line}-${line.username}`} data-result={line.created ? "created" : "skipped"}>
            <td className={BATCH_CELL}>{line.line}</td>
            <td className={`${BATCH_CELL} break-all`}>{line.username}</td>
            <td className={BATCH_CELL}>
              <span className="inline-flex items-start gap-1.5">
                {line.created ? (
                  <CircleCheck
                    className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    aria-hidden
                  />
                ) : (
                  <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
                )}
                {line.text}
              </span>
            </td>
          </tr>
        ))}
      </BatchTable>
    </div>
  );
}
