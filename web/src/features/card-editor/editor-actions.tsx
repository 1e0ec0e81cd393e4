import { RotateCcw, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * 'Save Changes' and 'Reset', shown above and below the editor. Changes save by
 * themselves; 'Save Changes' saves them at once and confirms. While its save is on its way the
 * button is held, not disabled, so the focus stays on it.
 */
export function EditorActions({
  saving,
  onSave,
  onReset,
  className,
}: {
  /** 'Save Changes' was pressed and its save has not landed yet. */
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Button
        aria-disabled={saving || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        onClick={() => {
          if (!saving) onSave();
        }}
      >
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
