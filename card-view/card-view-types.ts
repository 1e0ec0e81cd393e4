/** Shared by the card view's parts. */
export type CardViewVariant = "preview" | "full";
export type CardHeadingLevel = 1 | 2 | 3 | 4 | 5;
