import { refused } from '../model/errors.js';

/** The actions of the skill's `tools/skill_writer.py --action …`. */
const ACTIONS = ['list', 'init', 'backup', 'rollback', 'versions', 'update-meta'] as const;

/**
 * `simp --action list|init|backup|rollback|versions|update-meta [--slug S] [--version V]
 * [--stage S] [--score N] [--mode M] [--base-dir D]`, the skill writer's command line,
 * as the verbs it means (`simp init S`, `simp rollback S --version V`, …); null when
 * the arguments are not in that form.
 */
export function skillWriterArgs(args: readonly string[]): string[] | null {
  if (!args.some((a) => a === '--action' || a.startsWith('--action='))) return null;
  const values = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    const [flag, inline] = a.split(/=(.*)/s) as [string, string | undefined];
    if (['--action', '--slug', '--version', '--stage', '--score', '--mode'].includes(flag)) {
      const v = inline ?? args[++i];
      if (v === undefined) throw refused({ field: flag.slice(2), kind: 'no-value' });
      values.set(flag, v);
    } else rest.push(a);
  }
  const action = values.get('--action') as string;
  if (!(ACTIONS as readonly string[]).includes(action)) throw refused({ field: 'action', kind: 'unknown', values: [action], options: ACTIONS });
  const slug = values.get('--slug');
  if (action === 'list') return ['list', ...rest];
  if (slug === undefined) throw refused({ field: 'action', kind: 'needs', needs: ['slug'] });
  if (action === 'rollback') {
    const version = values.get('--version');
    if (version === undefined) throw refused({ field: 'action', kind: 'needs', needs: ['version'] });
    return ['rollback', slug, '--version', version, ...rest];
  }
  if (action === 'update-meta') {
    const extra = (['--stage', '--score', '--mode'] as const).flatMap((f) => (values.has(f) ? [f, values.get(f) as string] : []));
    return ['update-meta', slug, ...extra, ...rest];
  }
  return [action, slug, ...rest];
}
