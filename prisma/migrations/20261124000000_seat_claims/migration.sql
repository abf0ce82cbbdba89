-- A student back on a phone without its join key asks for their seat; the moderator confirms it is
-- them, and the claim's credential replaces the seat's (the lost one stops working).

CREATE TABLE "SeatClaim" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gameId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SeatClaim_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "SeatClaim_tokenHash_key" ON "SeatClaim"("tokenHash");
CREATE INDEX "SeatClaim_gameId_idx" ON "SeatClaim"("gameId");
