import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Runs only at build time (ssr: false): every page is rendered to its
 * complete static HTML. `prerender` waits for all Suspense boundaries,
 * so lazily loaded parts are in the HTML too and no page needs
 * JavaScript to show its content.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(
    <ServerRouter context={routerContext} url={request.url} />,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
