-- Each table of a room has its own stored snapshot and version (issue 19 item 4): a move at one table
-- writes its command, its table's row and the room's version, whatever the number of tables. Rooms
-- stored as one whole-room snapshot are split into table rows when they are next opened
-- (lib/server/game-repo.ts, lib/session/snapshot.ts: snapshot 3 → 4).

CREATE TABLE "TableSnapshot" (
    "gameId" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "tableJson" TEXT NOT NULL,
    "version" INTEGER NOT NULL,

    PRIMARY KEY ("gameId", "tableId"),
    CONSTRAINT "TableSnapshot_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Committing a command in one statement, as before, now with at most one table: the trigger checks
-- that the room is still at the version the command's number follows (the room's commit order) and,
-- for a table's command, that its table is still at the version the command was applied to; then it
-- appends the command, stores the table's row (if any) and the room's row (only when given: a move
-- leaves the room's row alone), or does none of it.
DROP TRIGGER "CommandCommit_insert";
DROP VIEW "CommandCommit";

CREATE VIEW "CommandCommit" AS
SELECT
    c."gameId", c."seq", c."clientId", c."actorJson", c."type", c."bodyJson", c."resultJson", c."at",
    g."version" AS "fromVersion", g."status", g."joinLocked", g."snapshotJson" AS "roomJson", 0 AS "over",
    t."tableId", t."version" AS "tableFromVersion", t."tableJson"
FROM "Command" c JOIN "Game" g ON g."id" = c."gameId" JOIN "TableSnapshot" t ON t."gameId" = g."id"
WHERE 0;

CREATE TRIGGER "CommandCommit_insert" INSTEAD OF INSERT ON "CommandCommit"
BEGIN
    SELECT RAISE(ABORT, 'clue-spin: version conflict')
    WHERE NOT EXISTS (SELECT 1 FROM "Game" WHERE "id" = NEW."gameId" AND "version" = NEW."fromVersion");
    SELECT RAISE(ABORT, 'clue-spin: version conflict')
    WHERE NEW."tableFromVersion" IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM "TableSnapshot" WHERE "gameId" = NEW."gameId" AND "tableId" = NEW."tableId" AND "version" = NEW."tableFromVersion"
    );
    INSERT INTO "Command" ("gameId", "seq", "clientId", "actorJson", "type", "bodyJson", "resultJson", "at")
    VALUES (NEW."gameId", NEW."seq", NEW."clientId", NEW."actorJson", NEW."type", NEW."bodyJson", NEW."resultJson", NEW."at");
    INSERT INTO "TableSnapshot" ("gameId", "tableId", "tableJson", "version")
    SELECT NEW."gameId", NEW."tableId", NEW."tableJson", NEW."seq" WHERE NEW."tableId" IS NOT NULL
    ON CONFLICT ("gameId", "tableId") DO UPDATE SET "tableJson" = excluded."tableJson", "version" = excluded."version";
    UPDATE "Game" SET
        "version" = NEW."seq",
        "status" = NEW."status",
        "joinLocked" = NEW."joinLocked",
        "snapshotJson" = COALESCE(NEW."roomJson", "snapshotJson"),
        "updatedAt" = NEW."at",
        -- When the game ended; cleared if the ending is undone.
        "finishedAt" = CASE WHEN NEW."over" THEN COALESCE("finishedAt", NEW."at") ELSE NULL END
    WHERE "id" = NEW."gameId";
END;
