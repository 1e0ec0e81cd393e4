import { RotateCcw, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** 'Save Changes' and 'Reset', shown above and below the editor (spec 000 §2). */
export function EditorActions({
  saving,
  busy,
  onSave,
  onReset,
  className,
}: {
  saving: boolean;
  /** Another save (theme, social link) is on its way; wait for it. */
  busy: boolean;
  onSave: () => void;
  onReset: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Button onClick={onSave} disabled={saving || busy}>
        <Save className="h-4 w-4" aria-hidden />
        {saving ? "Saving..." : "Save Changes"}
      </Button>
      <Button variant="outline" onClick={onReset} disabled={saving}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        Reset
      </Button>
    </div>
  );
}
