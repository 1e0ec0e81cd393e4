import { useEffect } from "react";
import { toast } from "@/lib/toast";

/** Announces connectivity changes. */
export function ConnectivityToasts() {
  useEffect(() => {
    const offline = () =>
      toast({ title: "You're offline", description: "Some features may be limited", variant: "destructive" });
    const online = () =>
      toast({
        title: "Back online",
        description: "Your internet connection has been restored",
        variant: "success",
      });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);
  return null;
}
