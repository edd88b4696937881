import { BackupError } from "../app/server/backup/backup-contents.server";

/** Runs a backup command: its arguments, its usage on --help or a wrong argument, its refusals as one line. */
export function runBackupCommand(
  usage: string,
  options: string[],
  main: (args: string[], flags: Set<string>) => Promise<void>,
): void {
  const argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(usage);
    return;
  }
  const flags = new Set(argv.filter((arg) => arg.startsWith("-")));
  const args = argv.filter((arg) => !arg.startsWith("-"));
  const unknown = [...flags].filter((flag) => !options.includes(flag));
  if (unknown.length > 0 || args.length > 1) {
    console.error(`${unknown.length > 0 ? `Unknown option ${unknown.join(", ")}` : "One file at most"}.\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  main(args, flags).catch((error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  });
}
