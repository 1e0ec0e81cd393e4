/** Recovery codes, shown once: to copy or download before going on. */
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

function download(codes: string[], account: string) {
  const text = [
    `Cardfolio recovery codes for ${account}`,
    "Each code signs you in once, in place of a code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  link.download = "cardfolio-recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(link.href);
}

export function RecoveryCodesList({ codes, account }: { codes: string[]; account: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: "Copied", description: "The recovery codes are on the clipboard.", variant: "success" });
    } catch {
      toast({
        title: "Not copied",
        description: "Select the codes and copy them by hand.",
        variant: "destructive",
      });
    }
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-3">
      <h3 id="recovery-codes-heading" className="font-semibold">
        Save your recovery codes
      </h3>
      <p className="text-sm text-muted-foreground">
        If you lose your phone, each code signs you in once. Keep them somewhere safe: they are shown only
        now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-border bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download(codes, account)}>
          Download
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </section>
  );
}
