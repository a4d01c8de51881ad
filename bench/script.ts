import {pathToFileURL} from 'node:url';

/** Runs `main` when the module at `moduleUrl` is the script Node was started with, and exits with 1 on its error. */
export function runAsScript(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
