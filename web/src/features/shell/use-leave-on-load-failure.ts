/**
 * A screen about one card (/card-editor/{id}, /analytics/{id}, /salesbot/{cardId}/…) that cannot
 * show it — a bad id, a missing card, someone else's card, a failed load — says so in a toast and
 * returns to the dashboard. One rule for every such screen.
 */
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";

/** The id in a route's path when it is a number; else undefined (the screen then leaves). */
export function numericIdParam(value: string | undefined): string | undefined {
  return value !== undefined && /^\d+$/.test(value) ? value : undefined;
}

/** The toast's title: the server's denial for a 403, else the screen's own text. */
function loadFailureTitle(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 403 && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** Once `failure` is set: the toast, then /dashboard in place of this screen in the history. */
export function useLeaveOnLoadFailure(failure: unknown, fallback: string): void {
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    if (!failure || left.current) return;
    left.current = true;
    toast({ title: loadFailureTitle(failure, fallback), variant: "destructive" });
    navigate("/dashboard", { replace: true });
  }, [failure, fallback, navigate]);
}
