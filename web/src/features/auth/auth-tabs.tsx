/**
 * The sign-in page's Login and Register tabs: the WAI-ARIA tabs pattern (arrow keys, Home and End
 * move between tabs and open them; the open panel's fields come next in the Tab order), written here rather
 * than with the Radix tabs of the app's other screens, whose code would be a tenth of this page's
 * first load. They look the same (tab-classes.ts).
 */
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { TAB_CLASSES, TAB_LIST_CLASSES, TAB_PANEL_CLASSES } from "@/components/ui/tab-classes";
import { cn } from "@/lib/cn";

interface AuthTab<Value extends string> {
  value: Value;
  label: string;
  panel: ReactNode;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function AuthTabs<Value extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: AuthTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  const tabId = (tab: Value) => `${id}-tab-${tab}`;
  const panelId = (tab: Value) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.value === value),
          ),
          tabs.length,
        )
      ]!;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={cn(TAB_LIST_CLASSES, "w-full")}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              className={cn(TAB_CLASSES, "flex-1")}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.value === value)
        .map((tab) => (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            className={TAB_PANEL_CLASSES}
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
