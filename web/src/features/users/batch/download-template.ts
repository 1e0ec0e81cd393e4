import {
  BATCH_ORG_TEMPLATE_CSV,
  BATCH_ORG_TEMPLATE_FILE_NAME,
  BATCH_TEMPLATE_CSV,
  BATCH_TEMPLATE_FILE_NAME,
} from "@core/batch-users";

/**
 * Saves user_upload_template.csv (header and example rows) through a temporary link; for an
 * organisation's upload, its template with the template and team columns.
 */
export function downloadTemplate(inOrganisation: boolean): void {
  const text = inOrganisation ? BATCH_ORG_TEMPLATE_CSV : BATCH_TEMPLATE_CSV;
  const blob = new Blob([text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = inOrganisation ? BATCH_ORG_TEMPLATE_FILE_NAME : BATCH_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
