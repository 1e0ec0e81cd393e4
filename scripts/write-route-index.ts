/** Writes docs/routes.md, the route index, from the server as it is (server/test/route-index.ts). */
import { writeFileSync } from "node:fs";
import { collectRoutes, ROUTE_INDEX_FILE, routeIndexMarkdown } from "../server/test/route-index";

const routes = await collectRoutes();
writeFileSync(ROUTE_INDEX_FILE, routeIndexMarkdown(routes));
console.log(`${routes.length} routes written to ${ROUTE_INDEX_FILE}`);
