/** The four tiles: Total Conversations, Avg Lead Score (rounded), Appointments, Interested Leads. */
import type { ConversationTiles as Tiles } from "@core/salesbot/conversations";
import { CalendarCheck, Gauge, MessagesSquare, Sparkles } from "lucide-react";
import type { ComponentType } from "react";
import { Card } from "@/components/ui/card";

function Tile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number;
  icon: ComponentType<{ className?: string }>;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <Icon className="h-8 w-8 shrink-0 text-muted-foreground" aria-hidden />
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value.toLocaleString("en-US")}</p>
      </div>
    </Card>
  );
}

export function ConversationTiles({ tiles }: { tiles: Tiles }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label="Total Conversations" value={tiles.totalConversations} icon={MessagesSquare} />
      <Tile label="Avg Lead Score" value={tiles.avgLeadScore} icon={Gauge} />
      <Tile label="Appointments" value={tiles.appointments} icon={CalendarCheck} />
      <Tile label="Interested Leads" value={tiles.interestedLeads} icon={Sparkles} />
    </section>
  );
}
