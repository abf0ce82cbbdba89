/**
 * The integration suite on two servers behind HAProxy, on PostgreSQL and Redis: each request goes to
 * the next server in turn (tests/integration/server-process.ts, CLUE_SPIN_TEST_SERVERS). `npm test`
 * runs it after the PostgreSQL run (scripts/test.ts). A test that kills "its server" kills both and
 * the balancer, and restarts them on the same balancer port and database.
 */
import { INTEGRATION_ELSEWHERE, onPostgres } from "./vitest.postgres.config";

export default onPostgres(INTEGRATION_ELSEWHERE, { CLUE_SPIN_TEST_SERVERS: "2" });
