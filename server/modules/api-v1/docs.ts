/**
 * The reference page at /api/docs: Swagger UI's own files from the package, served by the app (no
 * CDN). Its page loads only script files, so it runs under the app's Content-Security-Policy.
 */
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";

const API_DOCS_PREFIX = "/api/docs";

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: "Cardfolio API reference" },
  });
}
