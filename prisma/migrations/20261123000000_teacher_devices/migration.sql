-- Teachers are devices the computer running Clue Spin vouched for (paired); decks belong to the
-- teacher who made them; a seat remembers the address it joined from, so one device cannot take
-- every seat and a blocked device cannot join again.
-- Columns are added in place (no table rebuild): the "CommandCommit" view and its trigger read "Game".

CREATE TABLE "TeacherDevice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "TeacherDevice_tokenHash_key" ON "TeacherDevice"("tokenHash");

CREATE TABLE "PairingLink" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME
);

CREATE TABLE "BlockedDevice" (
    "gameId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("gameId", "address"),
    CONSTRAINT "BlockedDevice_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

ALTER TABLE "Game" ADD COLUMN "createdBy" TEXT NOT NULL DEFAULT 'this-computer';

ALTER TABLE "Player" ADD COLUMN "joinAddress" TEXT NOT NULL DEFAULT '';
CREATE INDEX "Player_gameId_joinAddress_idx" ON "Player"("gameId", "joinAddress");

-- Decks made before teachers were paired belong to the computer running Clue Spin.
ALTER TABLE "Deck" ADD COLUMN "ownerId" TEXT NOT NULL DEFAULT 'this-computer';
DROP INDEX "Deck_name_key";
CREATE UNIQUE INDEX "Deck_ownerId_name_key" ON "Deck"("ownerId", "name");
