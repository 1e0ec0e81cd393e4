/** The open API (/api/v1) routes of this module, its OpenAPI document and reference page. */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { apiV1AnalyticsRoutes } from "./analytics-routes";
import { apiV1CardRoutes } from "./cards-routes";
import { apiDocsRoutes } from "./docs";
import { openApiDocumentRoute } from "./openapi";

export async function apiV1Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await apiV1CardRoutes(app, ctx);
  await apiV1AnalyticsRoutes(app, ctx);
  await openApiDocumentRoute(app);
  await apiDocsRoutes(app);
}
