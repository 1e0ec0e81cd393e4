/** The look of an in-page anchor in the top navigation and the drawer. */
export const NAV_ANCHOR_CLASSES =
  "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
