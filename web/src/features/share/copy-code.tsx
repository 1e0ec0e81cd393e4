/**
 * Code to paste elsewhere (a website button's HTML): shown read-only, with a copy button. Where
 * the clipboard is refused, the code is selected for Ctrl+C or a long press instead.
 */
import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { copyText } from "@/features/cards/qr/copy-text";
import { toast } from "@/lib/toast";

export function CopyCode({ label, code, copyLabel }: { label: string; code: string; copyLabel: string }) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");

  async function copy() {
    if (await copyText(code)) {
      setState("copied");
      toast({ title: "Copied to the clipboard", variant: "success" });
      return;
    }
    area.current?.select();
    setState("manual");
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        ref={area}
        readOnly
        value={code}
        rows={4}
        className="w-full resize-y rounded-md border border-input bg-background p-3 font-mono text-xs text-foreground"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={copy}>
          {state === "copied" ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          {copyLabel}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {state === "copied"
            ? "Copied."
            : state === "manual"
              ? "Press Ctrl+C (or ⌘C) to copy the selected code."
              : ""}
        </p>
      </div>
    </div>
  );
}
