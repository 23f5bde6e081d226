import { useEffect, useState } from 'react';
import { useStdout } from 'ink';
import type { Size } from './layout.js';

/** The terminal size, updated when it is resized. */
export function useTerminalSize(): Size {
  const { stdout } = useStdout();
  const [size, setSize] = useState<Size>(() => read(stdout));
  useEffect(() => {
    const onResize = (): void => setSize(read(stdout));
    stdout.on('resize', onResize);
    return () => void stdout.off('resize', onResize);
  }, [stdout]);
  return size;
}

function read(stdout: NodeJS.WriteStream): Size {
  return { cols: stdout.columns || 80, rows: stdout.rows || 24 };
}
