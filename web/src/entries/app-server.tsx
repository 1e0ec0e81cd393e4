/**
 * The signed-in screens the server writes with their data (server/render/app-page.ts), built for
 * Node on their own (vite-plugins/app-server-bundle.ts): the same routes and components as the browser's
 * app, rendered at the address asked for with the answers of the reads the screens make as they
 * open, so that the browser paints the screen at once and then takes it over with the same data
 * (main.tsx).
 */
// First: it must run before any module that builds a schema.
import "@/lib/zod-without-eval";
import type { PageAnswers } from "@core/page-answers";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { appRoutes } from "@/app/routes";
import { holdPageAnswers } from "@/lib/page-answers";
import { createQueryClient } from "@/lib/query-client";
import { PageRoot } from "./page-root";

export { loadServerWrittenScreens, serverWrittenPage } from "@/app/routes";

/** React's marks of a Suspense boundary left pending (`$?`) or to the browser (`$!`), and its scripts. */
const NOT_WHOLE = /<!--\$[?!]-->|<script/;

/**
 * The markup inside the root element of the page at `url` (path and query), drawn with `answers`,
 * and the lazy parts it drew (their modules, as the build's manifest names them); `origin` is the
 * one the request came to, for the links the page shows.
 */
export async function renderPage(
  url: string,
  answers: PageAnswers,
  origin: string,
): Promise<{ markup: string; drawn: string[] }> {
  const drawn = new Set<string>();
  const queryClient = createQueryClient();
  holdPageAnswers(queryClient, answers);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  // Every screen it writes is loaded before the first page (loadServerWrittenScreens), so nothing
  // suspends. A part left to the browser (a component that threw) or streamed in later (by an
  // inline script, which the content security policy refuses) means the page is not whole: it is
  // then not written at all, and the server sends the shell and logs why.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PageRoot queryClient={queryClient} origin={origin} drawnParts={drawn}>
      <RouterProvider router={router} />
    </PageRoot>,
    // No boundary is moved out to be revealed by a script, however large: the page is one piece.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await streamToString(prelude);
  queryClient.clear();
  if (errors.length > 0) throw errors[0];
  if (NOT_WHOLE.test(markup)) throw new Error(`the page at ${url} was not drawn whole`);
  return { markup, drawn: [...drawn] };
}

async function streamToString(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
