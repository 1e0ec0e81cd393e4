/** Where each list of leads is read (core/leads.ts): the form answers tab, the conversations. */
import type { LeadList } from "@core/leads";

/** The Activity History tab that `?history=` opens on the analytics page. */
const FORM_ANSWERS_HISTORY = "submissions";

export function leadListPath(list: LeadList, cardId: number): string {
  return list === "formAnswers"
    ? `/analytics/${cardId}?history=${FORM_ANSWERS_HISTORY}`
    : `/salesbot/${cardId}/conversations`;
}

/** The dashboard's New leads section, where the sidebar's count leads. */
export const NEW_LEADS_SECTION_ID = "new-leads";
