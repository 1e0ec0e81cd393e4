/**
 * A batch upload made for an organisation (decision 032): its rows may name the organisation's
 * templates and teams, every person created joins it as a member, and the screen that started
 * the upload hears of it, to show the members.
 */
export interface BatchOrganization {
  id: number;
  name: string;
  /** Called once the upload has answered with people created. */
  onUploaded: () => void;
  /** Shows the organisation's members (the results' way back to them), once the dialog has closed. */
  showMembers: () => void;
}
