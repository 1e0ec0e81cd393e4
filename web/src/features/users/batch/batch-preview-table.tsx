/**
 * The preview's table of the file's rows: each row's status (an invalid row's errors in a tooltip
 * that the keyboard reaches too), its cells, the password masked; in an organisation's upload also
 * the template and team each row will use.
 */
import type { CheckedBatchRow } from "@core/batch-users";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Tooltip } from "radix-ui";
import { BatchTable } from "./batch-table";
import { levelCell, maskPassword } from "./preview-rows";

export const BATCH_CELL = "px-3 py-2 align-top";

const USER_COLUMNS = ["Status", "Username", "Full Name", "Email", "Access Level", "Card Slug", "Password"];
const ORG_COLUMNS = ["Template", "Team"];

export function BatchPreviewTable({
  rows,
  inOrganisation,
}: {
  rows: CheckedBatchRow[];
  inOrganisation: boolean;
}) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <BatchTable
        label="Users in the file"
        minWidth={inOrganisation ? "min-w-[56rem]" : "min-w-[44rem]"}
        columns={inOrganisation ? [...USER_COLUMNS, ...ORG_COLUMNS] : USER_COLUMNS}
        headClassName="z-10"
      >
        {rows.map((row) => (
          <tr
            key={row.line}
            data-batch-row={row.status}
            className={row.status === "invalid" ? "bg-destructive/5" : undefined}
          >
            <td className={BATCH_CELL}>
              <RowStatus row={row} />
            </td>
            <td className={`${BATCH_CELL} break-all`}>{row.username || "-"}</td>
            <td className={BATCH_CELL}>{row.fullName || "-"}</td>
            <td className={`${BATCH_CELL} break-all`}>{row.email || "-"}</td>
            <td className={BATCH_CELL}>{levelCell(row.accessLevel)}</td>
            <td className={`${BATCH_CELL} break-all font-mono`}>{row.cardSlug || "-"}</td>
            <td className={BATCH_CELL}>
              <span aria-hidden>{maskPassword(row.password)}</span>
              <span className="sr-only">{row.password ? "Password hidden" : "No password"}</span>
            </td>
            {inOrganisation && (
              <>
                <td className={`${BATCH_CELL} break-words`} data-batch-template>
                  {row.template || "-"}
                </td>
                <td className={`${BATCH_CELL} break-words`} data-batch-team>
                  {row.team || "-"}
                </td>
              </>
            )}
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
