/**
 * Runs a command-line tool's `main` with its arguments and exits with the code it answers; a
 * failure prints its message (not a stack trace) and exits 1.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
