import {pathToFileURL} from 'node:url';

/** A logger for one part of the benchmark: its lines go to stderr, tagged, so that stdout keeps the tables. */
export const benchLogger =
  (part: string) =>
  (message: string): void => {
    console.error(`[${part}] ${message}`);
  };

/** Runs `main` when the module at `moduleUrl` is the script Node was started with, and exits with 1 on its error. */
export function runAsScript(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
