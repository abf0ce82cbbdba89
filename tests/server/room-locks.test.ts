import { describe, expect, it } from "vitest";
import { createRoomLocks } from "@/lib/server/room-locks";

/** A task the test finishes when it chooses: it says when it started, and waits to be let go. */
function heldTask(log: string[], name: string) {
  let release!: () => void;
  let started!: () => void;
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    log.push(`${name} start`);
    started();
    await gate;
    log.push(`${name} end`);
    return name;
  };
  return { task, release, hasStarted };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("[TABLE-LOCK] a table's commands never wait for another table's", () => {
  it("[TABLE-LOCK-1] while T7's command is held open, a command at T1 starts and finishes; T7's next command waits for T7's first", async () => {
    const locks = createRoomLocks();
    const log: string[] = [];
    const t7 = heldTask(log, "T7 a");
    const t7Done = locks.forTable("room", "T7", t7.task);
    await t7.hasStarted;
    const t7Next = locks.forTable("room", "T7", () => {
      log.push("T7 b");
      return Promise.resolve("T7 b");
    });
    expect(await locks.forTable("room", "T1", () => Promise.resolve("T1"))).toBe("T1");
    await settle();
    expect(log).toEqual(["T7 a start"]);
    t7.release();
    expect(await t7Done).toBe("T7 a");
    expect(await t7Next).toBe("T7 b");
    expect(log).toEqual(["T7 a start", "T7 a end", "T7 b"]);
  });

  it("[TABLE-LOCK-2] a room command waits for every table command queued before it, and holds back every command queued after it", async () => {
    const locks = createRoomLocks();
    const log: string[] = [];
    const t1 = heldTask(log, "T1");
    const t2 = heldTask(log, "T2");
    const room = heldTask(log, "room");
    const first = locks.forTable("room", "T1", t1.task);
    const second = locks.forTable("room", "T2", t2.task);
    const wide = locks.forRoom("room", room.task);
    const after = locks.forTable("room", "T3", () => Promise.resolve(void log.push("T3")));
    await Promise.all([t1.hasStarted, t2.hasStarted]);
    await settle();
    expect(log).toEqual(["T1 start", "T2 start"]);
    t2.release();
    await second;
    await settle();
    expect(log).not.toContain("room start");
    t1.release();
    await first;
    await room.hasStarted;
    await settle();
    expect(log).not.toContain("T3");
    room.release();
    await wide;
    await after;
    expect(log).toEqual(["T1 start", "T2 start", "T2 end", "T1 end", "room start", "room end", "T3"]);
  });

  it("[TABLE-LOCK-3] a failed command releases its turn; other rooms never wait", async () => {
    const locks = createRoomLocks();
    const log: string[] = [];
    const held = heldTask(log, "other room");
    const elsewhere = locks.forRoom("other", held.task);
    await expect(
      locks.forTable("room", "T1", () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await locks.forTable("room", "T1", () => Promise.resolve("next"))).toBe("next");
    expect(await locks.forRoom("room", () => Promise.resolve("room"))).toBe("room");
    held.release();
    await elsewhere;
  });
});
