/** Placeholder until the terminal UI lands: explain how to use the verbs instead. */
export async function launchTui(_args: readonly string[]): Promise<number> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write(
      'simp: the terminal UI needs an interactive terminal (stdin and stdout are not a TTY).\n' +
        'Use the command-line verbs instead, for example: simp list, simp timeline <slug>, simp --help\n',
    );
    return 2;
  }
  process.stderr.write('simp: the terminal UI is not built yet; see simp --help\n');
  return 1;
}
