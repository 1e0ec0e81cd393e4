/**
 * Where the dashboard's card buttons lead. The public page's path, the display
 * name and the role line come from core/card-display.ts.
 */
export const editCardPath = (id: number) => `/mobile-editor/${id}`;
export const analyticsPath = (id: number) => `/analytics/${id}`;
export const salesbotPath = (id: number) => `/salesbot/${id}`;
export const sharePath = (id: number) => `/share/${id}`;
