/**
 * One conversation in the list: the visitor's name or 'Anonymous Visitor', the
 * session id's last 8 characters, the score and outcome badges, the date, the message count,
 * the email and phone when given, and 'View Details'.
 */
import type { ConversationSummary } from "@core/salesbot/conversations";
import { Mail, MessageSquare, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { OutcomeBadge, ScoreBadge } from "./conversation-badges";
import { formatDateTime } from "./format";

export function ConversationCard({
  conversation,
  onOpen,
}: {
  conversation: ConversationSummary;
  onOpen: (id: number) => void;
}) {
  const name = conversation.visitorName || "Anonymous Visitor";
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate text-base font-semibold">{name}</h2>
          <span className="font-mono text-xs text-muted-foreground" title="Session">
            #{conversation.sessionId.slice(-8)}
          </span>
          <ScoreBadge score={conversation.leadScore} />
          <OutcomeBadge outcome={conversation.outcome} />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{formatDateTime(conversation.updatedAt)}</span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="h-4 w-4" aria-hidden />
            {conversation.messageCount} {conversation.messageCount === 1 ? "message" : "messages"}
          </span>
          {conversation.visitorEmail && (
            <span className="inline-flex min-w-0 items-center gap-1 break-all">
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
              {conversation.visitorEmail}
            </span>
          )}
          {conversation.visitorPhone && (
            <span className="inline-flex items-center gap-1">
              <Phone className="h-4 w-4" aria-hidden />
              {conversation.visitorPhone}
            </span>
          )}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 self-start"
        onClick={() => onOpen(conversation.id)}
        aria-label={`View Details of ${name}'s conversation`}
      >
        View Details
      </Button>
    </Card>
  );
}
