import type { Page } from "@playwright/test";

/**
 * What each screen heard and asked, in order: live events (with their game version), channel
 * subscriptions, and API calls. Kept in memory and attached to the report when a test fails, so a
 * screen that fell behind shows whether it missed an event, a fetch, or both.
 */
export class ScreenTraffic {
  private readonly lines: string[] = [];
  private readonly started = Date.now();

  watch(page: Page, label: string): void {
    const log = (line: string) => this.lines.push(`${String(Date.now() - this.started).padStart(6)} ms  ${label}: ${line}`);
    page.on("websocket", (socket) => {
      log("socket open");
      socket.on("framereceived", (frame) => log(`heard ${summarise(String(frame.payload))}`));
      socket.on("framesent", (frame) => log(`sent ${summarise(String(frame.payload))}`));
      socket.on("close", () => log("socket closed"));
    });
    page.on("requestfailed", (request) => {
      if (request.url().includes("/api/"))
        log(`request failed ${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText ?? ""}`);
    });
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith("/api/")) return;
      void response
        .text()
        .catch(() => "")
        .then((body) =>
          log(
            `${response.request().method()} ${url.pathname}${url.search} → ${response.status()} ${body.match(/"version":\d+/)?.[0] ?? ""}`,
          ),
        );
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) log(`page ${new URL(frame.url()).pathname}`);
    });
  }

  text(): string {
    return this.lines.join("\n");
  }
}

/** "view v17 on …-team-t1", "pusher:subscribe …-team-t1": enough to follow, without whole views. */
function summarise(payload: string): string {
  try {
    const message = JSON.parse(payload) as { event?: string; channel?: string; data?: unknown };
    const data = typeof message.data === "string" ? message.data : JSON.stringify(message.data ?? "");
    const version = data.match(/"version":(\d+)/)?.[1];
    const channel = message.channel ?? data.match(/"channel":"([^"]+)"/)?.[1];
    return [message.event, version !== undefined ? `v${version}` : null, channel ? `on …${channel.slice(-12)}` : null]
      .filter(Boolean)
      .join(" ");
  } catch {
    return payload.slice(0, 80);
  }
}
