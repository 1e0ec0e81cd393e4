/**
 * GET /api/analytics/{id}/export: every kind parsed back with a real
 * CSV parser, 'Unknown' for what was not recorded, a formula neutralised, the file name, the
 * progress a screen polls, and 'No data available to export.' for an empty card.
 */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { EXPORT_SCOPES } from "../../../core/schemas/analytics";
import { testAppPerFile } from "../../test/test-app-per-file";
import { analyticsTestKit } from "./analytics-test-kit";

const t = testAppPerFile();

const { ownerWithCard, views, clicks, saves, submissions, get } = analyticsTestKit(() => t);

const BOM = "\uFEFF";

function table(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  const result = Papa.parse<string[]>(body.slice(BOM.length), { skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

/** A card with events at known Berlin times: 2026-06-01 (a Monday) 09:30 and 14:10 local. */
async function seededCard(name = "Jane Roe") {
  const { owner, card } = await ownerWithCard(1, name, {
    enabled: true,
    fields: [
      { id: "name", type: "name", label: "Your name", required: true },
      { id: "phone", type: "phone", label: "Phone", required: false },
    ],
  });
  const morning = new Date("2026-06-01T07:30:00Z");
  const afternoon = new Date("2026-06-01T12:10:00Z");
  await views(card.id, [
    { at: morning },
    { at: afternoon, visitorHash: null, location: "", device: "" },
    { at: afternoon, device: "Desktop · Windows · Chrome", location: "France", source: "nfc" },
    { at: afternoon, source: "qr" },
  ]);
  await clicks(card.id, [{ at: afternoon, linkType: "social", linkId: "linkedin" }]);
  await saves(card.id, [{ at: morning }]);
  await submissions(card.id, [
    { at: afternoon, formData: { name: 'Ada "the" Lovelace', phone: "+1 555 0100", company: "=1+2" } },
  ]);
  return { owner, card };
}

const exportOf = (session: string, id: number, query: string) =>
  get(session, `/api/analytics/${id}/export?tz=Europe/Berlin&${query}`);

describe("the export", () => {
  it("streams each record kind with local dates, every value quoted, missing values 'Unknown'", async () => {
    const { owner, card } = await seededCard();
    const response = await exportOf(owner.session, card.id, "scope=views");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const date = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toContain(
      `filename="Jane Roe-analytics-views-${date}.csv"`,
    );
    // Every value is quoted, the header's too.
    expect(response.body.slice(BOM.length).split("\r\n")[0]).toBe(
      '"Date and Time (Europe/Berlin)","IP Address","Location","Device","Source"',
    );
    const rows = table(response.body);
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      "2026-06-01 14:10:00",
      "2026-06-01 14:10:00",
      "2026-06-01 14:10:00",
      "2026-06-01 09:30:00",
    ]);
    expect(rows).toContainEqual(["2026-06-01 14:10:00", "Unknown", "Unknown", "Unknown", "Direct link"]);
    expect(rows).toContainEqual([
      "2026-06-01 14:10:00",
      "Unknown",
      "France",
      "Desktop · Windows · Chrome",
      "NFC tag",
    ]);

    const clickRows = table((await exportOf(owner.session, card.id, "scope=clicks")).body);
    expect(clickRows).toEqual([
      ["Date and Time (Europe/Berlin)", "Link Type", "Link ID", "IP Address", "Location", "Device"],
      ["2026-06-01 14:10:00", "social", "linkedin", "Unknown", "Germany", "Mobile · iOS · Safari"],
    ]);
    const saveRows = table((await exportOf(owner.session, card.id, "scope=saves")).body);
    expect(saveRows).toHaveLength(2);
    // A column per field of the form as it is now, then answers to fields since removed.
    const submissionRows = table((await exportOf(owner.session, card.id, "scope=submissions")).body);
    expect(submissionRows).toEqual([
      [
        "Date and Time (Europe/Berlin)",
        "Your name",
        "Phone",
        "Other Answers",
        "IP Address",
        "Location",
        "Device",
      ],
      [
        "2026-06-01 14:10:00",
        'Ada "the" Lovelace',
        "+1 555 0100",
        '{"company":"=1+2"}',
        "Unknown",
        "Germany",
        "Mobile · iOS · Safari",
      ],
    ]);
  });

  it("puts every record in 'all', each with its type", async () => {
    const { owner, card } = await seededCard();
    const rows = table((await exportOf(owner.session, card.id, "scope=all")).body);
    expect(rows[0]).toEqual([
      "Type",
      "Date and Time (Europe/Berlin)",
      "Link Type",
      "Link ID",
      "Form Data",
      "IP Address",
      "Location",
      "Device",
      "Source",
    ]);
    const types = rows.slice(1).map((r) => r[0]);
    expect(rows.filter((r) => r[0] === "View").map((r) => r[8])).toEqual(
      expect.arrayContaining(["QR code", "NFC tag", "Direct link"]),
    );
    expect(rows.filter((r) => r[0] === "Click").map((r) => r[8])).toEqual([""]);
    expect(types.filter((x) => x === "View")).toHaveLength(4);
    expect(types.filter((x) => x === "Click")).toHaveLength(1);
    expect(types.filter((x) => x === "Save")).toHaveLength(1);
    expect(types.filter((x) => x === "Form Submission")).toHaveLength(1);
  });

  it("summarises: overview rates with 2 decimals, engagement by period, timing, devices, places", async () => {
    const { owner, card } = await seededCard();
    const overview = Object.fromEntries(
      table((await exportOf(owner.session, card.id, "scope=overview")).body),
    );
    expect(overview).toMatchObject({
      Metric: "Value",
      Card: "Jane Roe",
      "Total Views": "4",
      "Total Clicks": "1",
      "Total Saves": "1",
      "Total Form Submissions": "1",
      "Average Daily Views": "0.13",
      "Click-Through Rate": "25.00%",
      "Save Rate": "25.00%",
      "Engagement Rate": "50.00%",
      "Conversion Rate": "25.00%",
      "Total Interactions": "2",
    });

    const engagement = table((await exportOf(owner.session, card.id, "scope=engagement&range=monthly")).body);
    expect(engagement).toEqual([
      ["Period", "Views", "Clicks", "Saves", "Click-Through Rate", "Save Rate", "Engagement Rate"],
      ["2026-06", "4", "1", "1", "25.00%", "25.00%", "50.00%"],
    ]);

    const timing = table((await exportOf(owner.session, card.id, "scope=timing")).body);
    expect(timing).toHaveLength(1 + 24 + 7);
    expect(timing).toContainEqual(["Hour", "09:00", "1", "0", "1", "0"]);
    expect(timing).toContainEqual(["Hour", "14:00", "3", "1", "0", "1"]);
    expect(timing).toContainEqual(["Weekday", "Monday", "4", "1", "1", "1"]);
    expect(timing).toContainEqual(["Weekday", "Sunday", "0", "0", "0", "0"]);

    const devices = table((await exportOf(owner.session, card.id, "scope=devices")).body);
    expect(devices[0]).toEqual(["Device", "Views", "Clicks", "Saves", "Form Submissions", "Total"]);
    expect(devices[1]).toEqual(["Mobile · iOS · Safari", "2", "1", "1", "1", "5"]);
    expect(devices).toContainEqual(["Unknown", "1", "0", "0", "0", "1"]);

    const places = table((await exportOf(owner.session, card.id, "scope=geographic")).body);
    expect(places[0]?.[0]).toBe("Location");
    expect(places).toContainEqual(["France", "1", "0", "0", "0", "1"]);

    const sources = table((await exportOf(owner.session, card.id, "scope=sources")).body);
    expect(sources).toEqual([
      ["Source", "Views", "Share of Views"],
      ["Direct link", "2", "50.00%"],
      ["NFC tag", "1", "25.00%"],
      ["QR code", "1", "25.00%"],
    ]);
  });

  it("neutralises a card name and an answer a spreadsheet would run as formulas", async () => {
    const { owner, card } = await seededCard('=HYPERLINK("http://evil.example","Click")');
    const overview = Object.fromEntries(
      table((await exportOf(owner.session, card.id, "scope=overview")).body),
    );
    expect(overview.Card).toBe('\'=HYPERLINK("http://evil.example","Click")');
    await submissions(card.id, [
      { at: new Date(), formData: { name: "@SUM(A1:A9)", phone: "+44 20 7946 0958" } },
    ]);
    const rows = table((await exportOf(owner.session, card.id, "scope=submissions")).body);
    expect(rows[1]?.slice(1, 3)).toEqual(["'@SUM(A1:A9)", "+44 20 7946 0958"]);
  });

  it.each(EXPORT_SCOPES)("answers 'No data available to export.' for an empty card (%s)", async (scope) => {
    const { owner, card } = await ownerWithCard();
    const response = await exportOf(owner.session, card.id, `scope=${scope}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No data available to export." });
  });

  it("reports its progress to the user who started it, and to nobody else", async () => {
    const { owner, card } = await seededCard();
    const token = crypto.randomUUID();
    const progressUrl = `/api/analytics/${card.id}/export/progress/${token}`;
    expect((await get(owner.session, progressUrl)).statusCode).toBe(404);
    expect((await exportOf(owner.session, card.id, `scope=all&progress=${token}`)).statusCode).toBe(200);
    const progress = await get(owner.session, progressUrl);
    expect(progress.json()).toEqual({ rows: 7, total: 7, done: true });
    const other = await t.signedInUser(5);
    expect((await get(other.session, progressUrl)).statusCode).toBe(404);
  });

  it("refuses an unknown scope and a progress token that is no UUID", async () => {
    const { owner, card } = await seededCard();
    expect((await exportOf(owner.session, card.id, "scope=everything")).statusCode).toBe(400);
    expect((await exportOf(owner.session, card.id, "scope=all&progress=abc")).statusCode).toBe(400);
  });
});
