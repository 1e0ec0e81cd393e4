/** How tabs look, shared by the Radix tabs (tabs.tsx) and the first screens' own (light-tabs.tsx). */
export const TAB_LIST_CLASSES =
  "inline-flex flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground";

export const TAB_CLASSES = [
  "inline-flex min-h-9 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors cursor-pointer",
  "hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
  "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
].join(" ");

export const TAB_PANEL_CLASSES = "mt-4 focus-visible:outline-2 focus-visible:outline-ring";
