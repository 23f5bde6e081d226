// import.meta.url in the binary's CommonJS files (scripts/build.mjs): the file's own URL.
import { pathToFileURL } from 'node:url';

export const simpFileUrl = pathToFileURL(__filename).href;
