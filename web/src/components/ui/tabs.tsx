import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { TAB_CLASSES, TAB_LIST_CLASSES, TAB_PANEL_CLASSES } from "./tab-classes";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(TAB_LIST_CLASSES, className)} {...props} />;
}

/**
 * A tab shows its focus ring for keyboard focus only. Chromium matches `:focus-visible` on a
 * Radix tab clicked after typing elsewhere (the tab is activated during mousedown), so a tab
 * focused by a pointer is marked and drops the ring until the next key or blur.
 */
export function TabsTrigger({
  className,
  onPointerDown,
  onKeyDown,
  onBlur,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(TAB_CLASSES, "data-pointer-focus:focus-visible:outline-none", className)}
      onPointerDown={(event) => {
        event.currentTarget.dataset.pointerFocus = "";
        onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        delete event.currentTarget.dataset.pointerFocus;
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        delete event.currentTarget.dataset.pointerFocus;
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn(TAB_PANEL_CLASSES, className)} {...props} />;
}
