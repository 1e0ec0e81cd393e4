import { CheckCircle2, ChevronDown, ChevronUp, Circle, Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { type EditorTab, TAB_LABELS } from "../editor-tabs";
import { GUIDE_STEPS, type GuideStep, useEditorGuide } from "./use-editor-guide";

/** Each step is done in the tab of the same name. */
const STEPS: Record<GuideStep, { title: string; text: string }> = {
  basic: {
    title: "Add your basic info",
    text: "Your name, job title and the ways people can reach you.",
  },
  design: {
    title: "Choose a design",
    text: "Pick the theme whose colours and fonts suit you.",
  },
  gallery: {
    title: "Build your gallery",
    text: "Show your work with up to 8 images; 1200 × 800 pixels suits them best.",
  },
  social: {
    title: "Connect your social profiles",
    text: "Add the networks where people can follow you.",
  },
  buttons: {
    title: "Add buttons",
    text: "Point visitors to a booking page, your portfolio or anything else.",
  },
};

/**
 * The floating editor guide (spec 000 §2): five steps, progress, 'Mark complete' and
 * 'Don't show again'. It starts folded to a small panel so it hides nothing of the form; it
 * floats bottom right on larger screens and sits in the page flow on a phone, so it never
 * covers the Save buttons there.
 */
export function EditorGuide({ onOpenTab }: { onOpenTab: (tab: EditorTab) => void }) {
  const guide = useEditorGuide();
  const { completed, collapsed, dismissed } = guide.state;
  if (dismissed) return null;
  // The first step not yet done is the one the guide explains.
  const currentStep = GUIDE_STEPS.find((step) => !completed.includes(step));

  return (
    <section
      aria-labelledby="editor-guide-heading"
      className={cn(
        "rounded-xl border border-border bg-card text-card-foreground shadow-lg",
        "md:fixed md:bottom-4 md:right-4 md:z-40",
        collapsed ? "md:w-60" : "md:w-80",
      )}
    >
      <div className="flex items-center gap-3 p-3">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Compass className="h-4 w-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="editor-guide-heading" className="text-sm font-semibold">
            Editor guide
          </h2>
          <p className="text-xs text-muted-foreground">{guide.progress}% complete</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={!collapsed}
          aria-controls="editor-guide-body"
          aria-label={collapsed ? "Show editor guide" : "Hide editor guide"}
          onClick={() => guide.setCollapsed(!collapsed)}
        >
          {collapsed ? (
            <ChevronUp className="h-4 w-4" aria-hidden />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden />
          )}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label="Editor guide progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={guide.progress}
        className="mx-3 mb-3 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${guide.progress}%` }}
        />
      </div>

      <div id="editor-guide-body" hidden={collapsed} className="border-t border-border">
        <ol className="max-h-[50vh] overflow-y-auto p-2">
          {GUIDE_STEPS.map((step, index) => {
            const { title, text } = STEPS[step];
            const done = completed.includes(step);
            const current = step === currentStep;
            return (
              <li key={step} className={cn("rounded-lg px-2 py-1.5", current && "bg-muted")}>
                <div className="flex items-center gap-2">
                  {done ? (
                    <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />
                  ) : (
                    <Circle className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                  )}
                  <p className={cn("min-w-0 flex-1 text-sm", done ? "text-muted-foreground" : "font-medium")}>
                    <span className="sr-only">
                      Step {index + 1}
                      {done ? ", done" : ""}:{" "}
                    </span>
                    {title}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-7 shrink-0 px-2 text-xs"
                    aria-label={done ? `Undo "Mark complete" for ${title}` : `Mark complete: ${title}`}
                    onClick={() => guide.toggleStep(step)}
                  >
                    {done ? "Undo" : "Mark complete"}
                  </Button>
                </div>
                {current && (
                  <div className="mt-1 space-y-2 pl-6">
                    <p className="text-xs text-muted-foreground">{text}</p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-7 px-2 text-xs"
                      onClick={() => onOpenTab(step)}
                    >
                      Go to {TAB_LABELS[step]}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        <div className="flex items-center justify-between gap-2 border-t border-border p-2">
          <p className="px-1 text-xs text-muted-foreground">
            {currentStep === undefined ? "All done. Your card is ready to share." : ""}
          </p>
          <Button variant="ghost" size="sm" className="h-8 text-xs" onClick={guide.dismiss}>
            Don't show again
          </Button>
        </div>
      </div>
    </section>
  );
}
