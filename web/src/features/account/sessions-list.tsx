/**
 * The Security tab's list of signed-in sessions: each one's device, the anonymised address it
 * began from and when it was last used (to within a few minutes); any other one can be signed out,
 * or all of them at once.
 */
import type { AccountSession, SessionList } from "@core/schemas/sessions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

const SESSIONS_URL = "/api/account/sessions";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    /** One session by id, or every other one. */
    mutationFn: (id: number | "others") =>
      apiRequest<{ message: string }>("DELETE", id === "others" ? SESSIONS_URL : `${SESSIONS_URL}/${id}`),
    onSuccess: (answer) => {
      toast({ title: "Success", description: answer.message, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to sign out"),
        variant: "destructive",
      }),
  });
}

export function SessionsList() {
  const sessions = useQuery({
    queryKey: [SESSIONS_URL],
    queryFn: () => apiRequest<SessionList>("GET", SESSIONS_URL),
  });
  const end = useEndSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3">
      <div>
        <h3 id="sessions-heading" className="font-semibold">
          Signed-in sessions
        </h3>
        <p className="text-sm text-muted-foreground">
          Where your account is signed in. Addresses are shortened, as visitors' are.
        </p>
      </div>
      {sessions.isPending && <Spinner label="Loading sessions" />}
      {sessions.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(sessions.error, "The sessions could not be loaded.")}
        </p>
      )}
      {list.length > 0 && (
        <ul
          aria-label="Signed-in sessions"
          className="divide-y divide-border rounded-md border border-border"
        >
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              pending={end.isPending}
              onEnd={() => end.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button variant="outline" disabled={end.isPending} onClick={() => end.mutate("others")}>
          Sign out all other sessions
        </Button>
      )}
    </section>
  );
}

function SessionItem(props: { session: AccountSession; pending: boolean; onEnd: () => void }) {
  const { session, pending, onEnd } = props;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-2" data-session={session.id}>
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {session.device}
          {session.current && <span className="ml-2 text-muted-foreground">(this session)</span>}
        </p>
        <p className="text-muted-foreground">
          {session.address ? `${session.address} · ` : ""}last used {when(session.lastSeenAt)} · signed in{" "}
          {when(session.createdAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-label={`Sign out ${session.device}, last used ${when(session.lastSeenAt)}`}
          onClick={onEnd}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
