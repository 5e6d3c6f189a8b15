import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Runs only at build time, in the prerender (react-router.config.ts keeps
 * `ssr: true` only so that pages may omit `<Scripts/>`): every page is
 * rendered to its complete static HTML. `prerender` waits for all Suspense boundaries,
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
    // Write every finished Suspense boundary in place. By default React moves
    // boundaries larger than 12.8 KB into a hidden block that only JavaScript reveals.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const html = await new Response(prelude).text();
  return new Response(html, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
