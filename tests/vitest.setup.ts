import "@testing-library/jest-dom/vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Every test file gets a database of its own: a real SQLite file in a fresh folder.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "tepore-test-"));
