import { BATCH_TEMPLATE_CSV, BATCH_TEMPLATE_FILE_NAME } from "@core/batch-users";

/** Saves user_upload_template.csv (header and example rows) through a temporary link. */
export function downloadTemplate(): void {
  const blob = new Blob([BATCH_TEMPLATE_CSV], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = BATCH_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
