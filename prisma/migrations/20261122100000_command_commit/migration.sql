-- Committing a command in one statement: `INSERT INTO "CommandCommit"` appends the command to the
-- log and stores the game's new snapshot, or does neither. The trigger first checks that the game
-- is still at the version the command was applied to; if not, it aborts with "clue-spin: version
-- conflict" and nothing is written. (One statement instead of a two-statement transaction: every
-- Prisma call costs a query compilation, and this is the path every command in play takes.)
CREATE VIEW "CommandCommit" AS
SELECT
    c."gameId", c."seq", c."clientId", c."actorJson", c."type", c."bodyJson", c."resultJson", c."at",
    g."version" AS "fromVersion", g."status", g."joinLocked", g."snapshotJson", 0 AS "over"
FROM "Command" c JOIN "Game" g ON g."id" = c."gameId"
WHERE 0;

CREATE TRIGGER "CommandCommit_insert" INSTEAD OF INSERT ON "CommandCommit"
BEGIN
    SELECT RAISE(ABORT, 'clue-spin: version conflict')
    WHERE NOT EXISTS (SELECT 1 FROM "Game" WHERE "id" = NEW."gameId" AND "version" = NEW."fromVersion");
    INSERT INTO "Command" ("gameId", "seq", "clientId", "actorJson", "type", "bodyJson", "resultJson", "at")
    VALUES (NEW."gameId", NEW."seq", NEW."clientId", NEW."actorJson", NEW."type", NEW."bodyJson", NEW."resultJson", NEW."at");
    UPDATE "Game" SET
        "version" = NEW."seq",
        "status" = NEW."status",
        "joinLocked" = NEW."joinLocked",
        "snapshotJson" = NEW."snapshotJson",
        "updatedAt" = NEW."at",
        -- When the game ended; cleared if the ending is undone.
        "finishedAt" = CASE WHEN NEW."over" THEN COALESCE("finishedAt", NEW."at") ELSE NULL END
    WHERE "id" = NEW."gameId";
END;
