/** Dates and times as the history screen shows them, in the viewer's locale and zone. */
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
export const formatTime = (iso: string) => TIME.format(new Date(iso));

/** The 'Export complete' toast's text: '1 conversation exported.', '1,204 conversations exported.' */
export const exportedText = (total: number) =>
  `${total.toLocaleString("en-US")} conversation${total === 1 ? "" : "s"} exported.`;
