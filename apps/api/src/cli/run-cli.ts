// How the command-line tools end: the exit code their main answers, and for the failures an
// operator fixes (the configuration, a database another process holds) the message alone, without
// a stack trace.
import { ConfigError } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';

export async function runCli(main: (args: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
