import type { Command } from 'commander';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/** `simp photos`: the photo timeline of a crush's photos (or --dir) and the meetups they suggest. Reads only. */
export async function photos(slug: string, o: { dir?: string; gap?: number; radius?: number }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const { readPhotos } = await import('../flows/photos.js');
  const { photoText } = await import('../present/photo-report.js');
  const r = await readPhotos(env.mem, slug, { dir: o.dir, gap: o.gap, radius: o.radius });
  if (env.json) return printJson(r);
  say(photoText(r, env.lang));
}

/** `simp social`: the saved social-media posts of a crush (or --dir), their platforms and signal words. Reads only. */
export async function social(slug: string, o: { dir?: string }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const { readSocial } = await import('../flows/social.js');
  const { socialText } = await import('../present/social-report.js');
  const r = readSocial(env.mem, slug, { dir: o.dir });
  if (env.json) return printJson(r);
  say(socialText(r, env.lang));
}
