/**
 * The batch-upload preview dialog: the count
 * line, 'Download CSV Template', the rows with their status (an invalid row's errors in a
 * tooltip that the keyboard reaches too), masked passwords, and 'Upload Valid Users'. Before
 * the upload is possible the server checks the valid rows without writing (its dry run): rows
 * whose username, email or card slug is taken are shown invalid with the server's message.
 * Once the upload answers, the dialog lists what happened to each row it was sent.
 */
import { batchCounts, type CheckedBatchRow, validBatchRows } from "@core/batch-users";
import type { BulkProgress, BulkUploadResult } from "@core/schemas/users";
import { CircleAlert, CircleCheck, Download, Loader2, RotateCw, Upload } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useBulkCheck, useBulkUpload } from "../api";
import { BatchTable } from "./batch-table";
import { bulkProgressView } from "./bulk-progress";
import { downloadTemplate } from "./download-template";
import {
  countLine,
  levelCell,
  maskPassword,
  previewRows,
  resultLines,
  withServerCheck,
} from "./preview-rows";

const CELL = "px-3 py-2 align-top";

interface BatchPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileName: string;
  rows: CheckedBatchRow[];
}

const CHECK_FAILED = "Failed to check users with the server";

export function BatchPreviewDialog({
  open,
  onOpenChange,
  fileName,
  rows: fileRows,
}: BatchPreviewDialogProps) {
  const upload = useBulkUpload();
  const check = useBulkCheck();
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
      <DialogContent className="max-w-5xl" data-batch-dialog>
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
                default 1), cardSlug (or card_slug, optional), password.
              </p>
              <Button variant="outline" size="sm" onClick={downloadTemplate}>
                <Download className="h-4 w-4" aria-hidden />
                Download CSV Template
              </Button>
            </div>
            <PreviewTable rows={shown} />
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
            <Button onClick={() => onOpenChange(false)}>Close</Button>
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

function PreviewTable({ rows }: { rows: CheckedBatchRow[] }) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <BatchTable
        label="Users in the file"
        minWidth="min-w-[44rem]"
        columns={["Status", "Username", "Full Name", "Email", "Access Level", "Card Slug", "Password"]}
        headClassName="z-10"
      >
        {rows.map((row) => (
          <tr
            key={row.line}
            data-batch-row={row.status}
            className={row.status === "invalid" ? "bg-destructive/5" : undefined}
          >
            <td className={CELL}>
              <RowStatus row={row} />
            </td>
            <td className={`${CELL} break-all`}>{row.username || "-"}</td>
            <td className={CELL}>{row.fullName || "-"}</td>
            <td className={`${CELL} break-all`}>{row.email || "-"}</td>
            <td className={CELL}>{levelCell(row.accessLevel)}</td>
            <td className={`${CELL} break-all font-mono`}>{row.cardSlug || "-"}</td>
            <td className={CELL}>
              <span aria-hidden>{maskPassword(row.password)}</span>
              <span className="sr-only">{row.password ? "Password hidden" : "No password"}</span>
            </td>
          </tr>
        ))}
      </BatchTable>
    </Tooltip.Provider>
  );
}

function RowStatus({ row }: { row: CheckedBatchRow }) {
  if (row.status === "valid") {
    return (
      <span className="inline-flex items-center text-emerald-600 dark:text-emerald-400">
        <CircleCheck className="h-5 w-5" aria-hidden />
        <span className="sr-only">Valid</span>
      </span>
    );
  }
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="inline-flex cursor-help rounded-full text-destructive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label={`Invalid (line ${row.line}): ${row.error}`}
        >
          <CircleAlert className="h-5 w-5" aria-hidden />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={6}
          className="z-[60] max-w-xs rounded-md border border-border bg-card px-3 py-2 text-xs text-card-foreground shadow-lg"
        >
          <p className="font-semibold">Line {row.line}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {row.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <Tooltip.Arrow className="fill-border" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
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
            <td className={CELL}>{line.line}</td>
            <td className={`${CELL} break-all`}>{line.username}</td>
            <td className={CELL}>
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
