// Run in a child process by upload-crash.test.ts: starts an upload and dies (SIGKILL, as in a power cut or
// an out-of-memory kill) at the moment the database row is written, before it commits.
import type Database from "better-sqlite3";

import { getDb } from "../db.server";
import { addMedia } from "./add-media.server";
import { rasterImage } from "./test-images";

// drizzle keeps the better-sqlite3 connection as $client; the trigger and its function live on it.
const sqlite = (getDb() as unknown as { $client: Database.Database }).$client;
sqlite.function("crash", () => process.kill(process.pid, "SIGKILL"));
sqlite.exec("CREATE TEMP TRIGGER crash_on_insert AFTER INSERT ON media BEGIN SELECT crash(); END");
await addMedia([{ name: "crash.jpg", bytes: await rasterImage("image/jpeg", 800, 600) }]);
