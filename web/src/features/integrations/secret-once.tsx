/** A signing secret, shown once after creating an endpoint or rotating its secret: to copy now. */
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: "Copied", description: "The signing secret is on the clipboard.", variant: "success" });
    } catch {
      toast({
        title: "Not copied",
        description: "Select the secret and copy it by hand.",
        variant: "destructive",
      });
    }
  };
  return (
    <div
      role="status"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="text-sm font-medium text-amber-950 dark:text-amber-100">
        Copy the signing secret now: it is shown only this once.
        <span className="sr-only"> Signing secret:</span>
      </p>
      <code className="block break-all rounded bg-background px-2 py-1 font-mono text-xs text-foreground select-all">
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
