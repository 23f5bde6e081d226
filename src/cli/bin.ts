import { main } from './main.js';
import { langOfArgs, reportError } from './io.js';

// `simp timeline x | head` closes the pipe early; that is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.exitCode = reportError(err, langOfArgs(process.argv.slice(2)));
  },
);
