/**
 * The dashboard's parts that are not drawn at first: the Create Card tab, with its form library
 * and schemas, is fetched when it is opened (or when the page opens on it), so that the My Cards
 * tab a phone opens on does not wait for its code. The route lists them (app/routes.tsx), so that
 * the server, which writes the dashboard, has them loaded for a page that opens on one.
 */
import { lazyPart } from "@/lib/lazy-part";

export const CreateCardTab = lazyPart("src/features/dashboard/create-card-tab.tsx", () =>
  import("./create-card-tab").then((module) => ({ default: module.CreateCardTab })),
);

export const DASHBOARD_PARTS = [CreateCardTab];
