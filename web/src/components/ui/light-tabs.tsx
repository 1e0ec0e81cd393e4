/**
 * Tabs of the WAI-ARIA pattern (arrow keys, Home and End move between tabs and open them; the open
 * panel comes next in the Tab order), for the screens that load first: the sign-in page's Login
 * and Register, the dashboard's sections. Written here rather than with Radix, whose tabs would be
 * a tenth of the sign-in page's first load and, taking over a page the server wrote, make React
 * redo its work at once in one long task. They look the same as the Radix tabs (tab-classes.ts).
 */
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { TAB_CLASSES, TAB_LIST_CLASSES, TAB_PANEL_CLASSES } from "./tab-classes";

interface LightTab<Value extends string> {
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

export function LightTabs<Value extends string>({
  tabs,
  value,
  onChange,
  label,
  stretch = false,
  panelFocusable = false,
}: {
  tabs: LightTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The tab list's accessible name. */
  label?: string;
  /** Tabs share the list's whole width (the sign-in card); else they wrap at their own widths. */
  stretch?: boolean;
  /** The panel takes the focus itself, for panels that may hold nothing focusable (as Radix does). */
  panelFocusable?: boolean;
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
        aria-label={label}
        className={cn(TAB_LIST_CLASSES, stretch && "w-full")}
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
              className={cn(TAB_CLASSES, stretch && "flex-1")}
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
            tabIndex={panelFocusable ? 0 : undefined}
            className={TAB_PANEL_CLASSES}
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
