-- The PostgreSQL schema: the same tables, keys, indexes and commit rule as the SQLite migrations in
-- prisma/migrations/ add up to (tests/postgres/schemas-match.test.ts compares the two databases).

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "setupJson" TEXT NOT NULL,
    "snapshotJson" TEXT NOT NULL,
    "joinLocked" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "createdBy" TEXT NOT NULL DEFAULT 'this-computer',

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TableSnapshot" (
    "gameId" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "tableJson" TEXT NOT NULL,
    "version" INTEGER NOT NULL,

    CONSTRAINT "TableSnapshot_pkey" PRIMARY KEY ("gameId", "tableId")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "colour" TEXT NOT NULL,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Player" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "teamId" TEXT,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "removed" BOOLEAN NOT NULL DEFAULT false,
    "joinAddress" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Player_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlockedDevice" (
    "gameId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BlockedDevice_pkey" PRIMARY KEY ("gameId", "address")
);

-- CreateTable
CREATE TABLE "SeatClaim" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeatClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Command" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "clientId" TEXT NOT NULL,
    "actorJson" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "bodyJson" TEXT NOT NULL,
    "resultJson" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Command_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModeratorDevice" (
    "tokenHash" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModeratorDevice_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "ModeratorLink" (
    "tokenHash" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "ModeratorLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "Deck" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL DEFAULT 'this-computer',
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Deck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeacherDevice" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeacherDevice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PairingLink" (
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "PairingLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "DeckCard" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "alternatives" TEXT NOT NULL,
    "clues" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeckCard_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Game_code_key" ON "Game"("code");
CREATE INDEX "Game_status_updatedAt_idx" ON "Game"("status", "updatedAt");
CREATE UNIQUE INDEX "Team_gameId_position_key" ON "Team"("gameId", "position");
CREATE UNIQUE INDEX "Player_tokenHash_key" ON "Player"("tokenHash");
CREATE INDEX "Player_gameId_idx" ON "Player"("gameId");
CREATE INDEX "Player_gameId_joinAddress_idx" ON "Player"("gameId", "joinAddress");
CREATE UNIQUE INDEX "SeatClaim_tokenHash_key" ON "SeatClaim"("tokenHash");
CREATE INDEX "SeatClaim_gameId_idx" ON "SeatClaim"("gameId");
CREATE UNIQUE INDEX "Command_gameId_seq_key" ON "Command"("gameId", "seq");
CREATE UNIQUE INDEX "Command_gameId_clientId_key" ON "Command"("gameId", "clientId");
CREATE INDEX "ModeratorDevice_gameId_idx" ON "ModeratorDevice"("gameId");
CREATE UNIQUE INDEX "Deck_ownerId_name_key" ON "Deck"("ownerId", "name");
CREATE UNIQUE INDEX "TeacherDevice_tokenHash_key" ON "TeacherDevice"("tokenHash");
CREATE INDEX "DeckCard_deckId_position_idx" ON "DeckCard"("deckId", "position");

-- AddForeignKey
ALTER TABLE "TableSnapshot" ADD CONSTRAINT "TableSnapshot_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Team" ADD CONSTRAINT "Team_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Player" ADD CONSTRAINT "Player_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Player" ADD CONSTRAINT "Player_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "BlockedDevice" ADD CONSTRAINT "BlockedDevice_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SeatClaim" ADD CONSTRAINT "SeatClaim_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Command" ADD CONSTRAINT "Command_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ModeratorDevice" ADD CONSTRAINT "ModeratorDevice_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ModeratorLink" ADD CONSTRAINT "ModeratorLink_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DeckCard" ADD CONSTRAINT "DeckCard_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "Deck"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Committing a command in one statement, as on SQLite (prisma/migrations/*_command_commit and
-- *_table_snapshots): `INSERT INTO "CommandCommit"` appends the command, stores the table's row and
-- the room's, or does nothing and fails with "clue-spin: version conflict".
--
-- With several servers, two may commit the same game's next version at the same moment. The game's
-- row is updated first, on the condition that it is still at the version the command was applied
-- to: the second transaction waits for the first's row lock, re-reads the row (READ COMMITTED), finds
-- the version moved and fails. The unique (gameId, seq) and (gameId, clientId) keys on "Command"
-- back this up: one version, one command, whatever happens.
CREATE VIEW "CommandCommit" AS
SELECT
    c."gameId", c."seq", c."clientId", c."actorJson", c."type", c."bodyJson", c."resultJson", c."at",
    g."version" AS "fromVersion", g."status", g."joinLocked", g."snapshotJson" AS "roomJson", false AS "over",
    t."tableId", t."version" AS "tableFromVersion", t."tableJson"
FROM "Command" c JOIN "Game" g ON g."id" = c."gameId" JOIN "TableSnapshot" t ON t."gameId" = g."id"
WHERE false;

CREATE FUNCTION "CommandCommit_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "Game" SET
        "version" = NEW."seq",
        "status" = NEW."status",
        "joinLocked" = NEW."joinLocked",
        "snapshotJson" = COALESCE(NEW."roomJson", "snapshotJson"),
        "updatedAt" = NEW."at",
        -- When the game ended; cleared if the ending is undone.
        "finishedAt" = CASE WHEN NEW."over" THEN COALESCE("finishedAt", NEW."at") ELSE NULL END
    WHERE "id" = NEW."gameId" AND "version" = NEW."fromVersion";
    IF NOT FOUND THEN
        RAISE EXCEPTION 'clue-spin: version conflict' USING ERRCODE = 'serialization_failure';
    END IF;
    IF NEW."tableFromVersion" IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM "TableSnapshot"
        WHERE "gameId" = NEW."gameId" AND "tableId" = NEW."tableId" AND "version" = NEW."tableFromVersion"
    ) THEN
        RAISE EXCEPTION 'clue-spin: version conflict' USING ERRCODE = 'serialization_failure';
    END IF;
    INSERT INTO "Command" ("gameId", "seq", "clientId", "actorJson", "type", "bodyJson", "resultJson", "at")
    VALUES (NEW."gameId", NEW."seq", NEW."clientId", NEW."actorJson", NEW."type", NEW."bodyJson", NEW."resultJson", NEW."at");
    IF NEW."tableId" IS NOT NULL THEN
        INSERT INTO "TableSnapshot" ("gameId", "tableId", "tableJson", "version")
        VALUES (NEW."gameId", NEW."tableId", NEW."tableJson", NEW."seq")
        ON CONFLICT ("gameId", "tableId") DO UPDATE SET "tableJson" = excluded."tableJson", "version" = excluded."version";
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "CommandCommit_insert" INSTEAD OF INSERT ON "CommandCommit"
FOR EACH ROW EXECUTE FUNCTION "CommandCommit_insert"();
