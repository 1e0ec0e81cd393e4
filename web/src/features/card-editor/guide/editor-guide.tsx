import type { BusinessCard } from "@core/card";
import { CheckCircle2, ChevronDown, ChevronUp, Circle, Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { type EditorTab, TAB_LABELS } from "../editor-tabs";
import { stepsDoneByCard } from "./guide-steps-done";
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
 * The editor guide: five steps, progress, 'Mark complete' and 'Don't show
 * again'. It is docked in the page's flow above the preview and the fields, at every width,
 * so it can never cover the form or sit under the toasts: folded it is one slim row, unfolded
 * its steps push the editor down instead of floating over it.
 */
export function EditorGuide({
  card,
  onOpenTab,
}: {
  /** The saved card: a step it already shows done counts as done. */
  card: BusinessCard;
  onOpenTab: (tab: EditorTab) => void;
}) {
  const doneByCard = stepsDoneByCard(card);
  const guide = useEditorGuide(doneByCard);
  const { collapsed, dismissed } = guide.state;
  if (dismissed) return null;
  // The first step not yet done is the one the guide explains.
  const currentStep = GUIDE_STEPS.find((step) => !guide.done.includes(step));

  return (
    <section
      aria-labelledby="editor-guide-heading"
      data-editor-guide
      className="rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Compass className="h-4 w-4" aria-hidden />
        </span>
        <div className="min-w-0 shrink-0">
          <h2 id="editor-guide-heading" className="text-sm font-semibold">
            Editor guide
          </h2>
          <p className="text-xs text-muted-foreground">{guide.progress}% complete</p>
        </div>
        <div
          role="progressbar"
          aria-label="Editor guide progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={guide.progress}
          className="order-last h-1.5 w-full overflow-hidden rounded-full bg-muted sm:order-none sm:w-auto sm:min-w-24 sm:flex-1"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${guide.progress}%` }}
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto sm:ml-0"
          aria-expanded={!collapsed}
          aria-controls="editor-guide-body"
          aria-label={collapsed ? "Show editor guide" : "Hide editor guide"}
          onClick={() => guide.setCollapsed(!collapsed)}
        >
          {/* It unfolds downwards, in the page. */}
          {collapsed ? (
            <ChevronDown className="h-4 w-4" aria-hidden />
          ) : (
            <ChevronUp className="h-4 w-4" aria-hidden />
          )}
        </Button>
      </div>
      <div id="editor-guide-body" hidden={collapsed} className="border-t border-border">
        <ol className="grid gap-1 p-2 sm:grid-cols-2 xl:grid-cols-5">
          {GUIDE_STEPS.map((step, index) => {
            const { title, text } = STEPS[step];
            const done = guide.done.includes(step);
            // Done on the card: nothing to mark or undo until the card changes.
            const byCard = doneByCard.includes(step);
            const current = step === currentStep;
            return (
              <li key={step} className={cn("rounded-lg px-2 py-1.5", current && "bg-muted")}>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  {done ? (
                    <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />
                  ) : (
                    <Circle className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                  )}
                  <p
                    className={cn(
                      "min-w-0 flex-1 basis-32 text-sm",
                      done ? "text-muted-foreground" : "font-medium",
                    )}
                  >
                    <span className="sr-only">
                      Step {index + 1}
                      {done ? ", done" : ""}:{" "}
                    </span>
                    {title}
                  </p>
                  {byCard ? (
                    <span className="ml-auto shrink-0 px-2 text-xs text-muted-foreground">On your card</span>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto h-7 shrink-0 px-2 text-xs"
                      aria-label={done ? `Undo "Mark complete" for ${title}` : `Mark complete: ${title}`}
                      onClick={() => guide.toggleStep(step)}
                    >
                      {done ? "Undo" : "Mark complete"}
                    </Button>
                  )}
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
