/**
 * The conversations' CSV (the history screen's Export CSV: the filtered conversations), written
 * with the quoting and formula-safe cells every CSV export shares (server/lib/csv-export.ts);
 * a missing address, location or device reads 'Unknown'.
 */
import type { ChatMessageOnWire } from "../../../../core/salesbot/chat-api";
import { conversationMinutes, outcomeLook } from "../../../../core/salesbot/conversations";
import { csvLine } from "../../../lib/csv-export";
import { readStoredMessages } from "../chat/stored-messages";

export const CONVERSATION_CSV_HEADER = [
  "Session ID",
  "Visitor Name",
  "Email",
  "Phone",
  "Lead Score",
  "Outcome",
  "Messages",
  "Started",
  "Last Message",
  "Duration (minutes)",
  "IP Address",
  "Location",
  "Device",
  "Transcript",
];

export interface ExportedConversation {
  sessionId: string;
  visitorName: string | null;
  visitorEmail: string | null;
  visitorPhone: string | null;
  leadScore: number;
  outcome: string | null;
  visitorIp: string | null;
  visitorLocation: string | null;
  visitorDevice: string | null;
  createdAt: string;
  updatedAt: string;
  conversationData: unknown;
}

const orUnknown = (value: string | null) => (value && value.trim() !== "" ? value : "Unknown");

/** The transcript as one cell: a line per message, 'Salesbot' or 'Visitor' and the time. */
function transcript(messages: ChatMessageOnWire[]): string {
  return messages
    .map((m) => `[${m.timestamp}] ${m.role === "assistant" ? "Salesbot" : "Visitor"}: ${m.content}`)
    .join("\n");
}

export function conversationCsvLine(row: ExportedConversation): string {
  const messages = readStoredMessages(row.conversationData);
  return csvLine([
    row.sessionId,
    row.visitorName ?? "",
    row.visitorEmail ?? "",
    row.visitorPhone ?? "",
    row.leadScore,
    outcomeLook(row.outcome).label,
    messages.length,
    row.createdAt,
    row.updatedAt,
    conversationMinutes(row.createdAt, row.updatedAt),
    orUnknown(row.visitorIp),
    orUnknown(row.visitorLocation),
    orUnknown(row.visitorDevice),
    transcript(messages),
  ]);
}
