import { installedRealtime } from "@/lib/server/realtime/shared-realtime";

export const dynamic = "force-dynamic";

/** What pusher-js needs to connect: the built-in relay on this origin, or hosted Pusher. */
export function GET() {
  return Response.json(installedRealtime().publisher.clientConfig(), { headers: { "cache-control": "no-store" } });
}
