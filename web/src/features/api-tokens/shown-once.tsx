/**
 * The token just made, shown this once: its text to select or copy, and the warning that it will
 * not be shown again. Closing it clears it from the page.
 */
import { Copy, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { copyText } from "@/features/cards/qr/copy-text";
import { toast } from "@/lib/toast";

export function ShownOnce({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  // Screen-reader and keyboard users land on the news.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    if (await copyText(token)) {
      toast({ title: "Token copied", variant: "success" });
    } else {
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      toast({
        title: "Could not copy the token",
        description:
          "This browser does not allow copying here. The token is selected: copy it with the keyboard.",
        variant: "destructive",
      });
    }
  };

  return (
    <section
      aria-labelledby="new-token-heading"
      className="space-y-3 rounded-md border border-primary/50 bg-primary/5 p-4"
      data-testid="new-api-token"
    >
      <h4 id="new-token-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Your new token “{name}”
      </h4>
      <p className="flex gap-2 text-sm">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
        <span>Copy it now and keep it somewhere safe: it will not be shown again.</span>
      </p>
      <Input
        id={fieldId}
        readOnly
        value={token}
        aria-label="API token"
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          Copy
        </Button>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
