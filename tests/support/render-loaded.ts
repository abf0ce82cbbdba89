import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/**
 * The markup of `element` once every part it loads lazily (next/dynamic, `[PAGE-WEIGHT]`) has loaded,
 * as the server renders a page: renderToStaticMarkup would show such a part's loading state instead.
 */
export async function renderLoaded(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
  // React's own comments (a Suspense boundary's marks, the breaks between text nodes) are left out, as
  // renderToStaticMarkup leaves them out: the markup around them is what a test reads.
  return html.replace(/<!--(?: |\/?\$[?!]?)-->/g, "");
}
