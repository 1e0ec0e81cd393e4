/**
 * `npm run build`'s last server step (scripts/build-server.mjs runs it compiled): makes the
 * template new embedded databases are copied from (pglite-template.ts).
 */
import { makePgliteTemplate, PGLITE_TEMPLATE_DIR } from "./pglite-template";

await makePgliteTemplate();
console.log(`embedded database template made in ${PGLITE_TEMPLATE_DIR}`);
