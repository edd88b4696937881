// Run in a child process by upload-crash.test.ts: starts an upload and dies (SIGKILL, as in a power cut or
// an out-of-memory kill) at the moment the database row is written, before it commits.
import { getDb } from "../db.server";
import { addMedia } from "./add-media.server";
import { rasterImage } from "./test-images";

const sqlite = getDb().$client;
sqlite.function("crash", () => process.kill(process.pid, "SIGKILL"));
sqlite.exec("CREATE TEMP TRIGGER crash_on_insert AFTER INSERT ON media BEGIN SELECT crash(); END");
await addMedia([{ name: "crash.jpg", bytes: await rasterImage("image/jpeg", 800, 600) }]);
