/**
 * 'View Details': the summary (messages, lead score, outcome, duration in whole
 * minutes between the last and the first message) and the transcript with 'Salesbot' and
 * 'Visitor' labels and times.
 */
import { conversationMinutes, outcomeLook } from "@core/salesbot/conversations";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useConversation } from "./api";
import { formatDateTime, formatTime } from "./format";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

export function ConversationDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const conversation = useConversation(id);
  const data = conversation.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeading
          title={data ? data.visitorName || "Anonymous Visitor" : "Conversation"}
          description={
            data
              ? `Started ${formatDateTime(data.createdAt)} · session #${data.sessionId.slice(-8)}`
              : "Loading..."
          }
        />
        {conversation.error ? (
          <p role="alert" className="text-destructive">
            {errorMessage(conversation.error, "Failed to load the conversation. Please try again.")}
          </p>
        ) : !data ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading conversation" />
          </div>
        ) : (
          <div className="space-y-5">
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Fact label="Messages" value={String(data.messageCount)} />
              <Fact label="Lead Score" value={String(data.leadScore)} />
              <Fact label="Outcome" value={outcomeLook(data.outcome).label} />
              <Fact label="Duration" value={`${conversationMinutes(data.createdAt, data.updatedAt)} min`} />
            </dl>
            {(data.visitorEmail || data.visitorPhone) && (
              <p className="text-sm text-muted-foreground">
                {[data.visitorEmail, data.visitorPhone].filter(Boolean).join(" · ")}
              </p>
            )}
            <section aria-label="Transcript">
              <h3 className="mb-2 font-semibold">Transcript</h3>
              <ol className="space-y-2">
                {data.conversationData.map((message, index) => {
                  const bot = message.role === "assistant";
                  return (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: a transcript is fixed; its order is its identity.
                      key={index}
                      className={cn(
                        "rounded-lg p-3",
                        bot ? "bg-muted/60" : "bg-accent text-accent-foreground",
                      )}
                    >
                      <p className="mb-1 flex justify-between gap-2 text-xs font-semibold">
                        <span>{bot ? "Salesbot" : "Visitor"}</span>
                        <time dateTime={message.timestamp} className="font-normal">
                          {formatTime(message.timestamp)}
                        </time>
                      </p>
                      <p className="whitespace-pre-wrap break-words text-sm">{message.content}</p>
                    </li>
                  );
                })}
              </ol>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
