import type { zh } from './zh.js';

/** English interface text; stored values stay Chinese. */
export const en: typeof zh = {
  timeline: {
    header: (n: number) => `📅 Event timeline (${n} events)`,
    empty: 'No events yet',
    labels: {
      profile_created: '🌱 Profile created',
      profile_updated: '✏️  Profile updated',
      stage_changed: '📍 Stage changed',
      signal_recorded: '📡 Signal recorded',
      analysis_done: '🔍 Analysis done',
      progress_evaluated: '📊 Progress evaluated',
      strategy_updated: '🗺️  Strategy updated',
      crisis_handled: '🆘 Crisis handled',
      quit_evaluated: '🍃 Quit check',
      confess_prepared: '💌 Confession prepared',
      knowledge_recorded: '🧠 Topic memory',
    },
    score: (score: string, stage: string) => `score ${score}/25  stage: ${stage}`,
  },
  cli: {
    appended: (type: string) => `✅ Event recorded: ${type}`,
    snapshot: (path: string) => `✅ Snapshot saved: ${path}`,
    created: (dir: string) => `✅ Created ${dir}/`,
    nextSteps: (dir: string) => [
      'Next:',
      `  1. Fill in ${dir}/profile.md (or use simp update)`,
      '  2. Run simp analyze to read the signals',
    ],
    listEmpty: 'No crushes yet. Run simp init <slug> to start!',
    listHeader: (n: number) => `💝 Crushes (${n})`,
    listRow: (stage: string, score: string, updated: string) => `     stage: ${stage} | score: ${score} | updated: ${updated}`,
    notScored: 'not scored',
    backedUp: (from: string, name: string, next: string) => [`✅ Backed up ${from} → ${name}`, `   Current version is now ${next}`],
    rolledBack: (name: string, backup: string) => [`✅ Rolled back to ${name}`, `   The files before the rollback are saved as ${backup}`],
    noVersions: (slug: string) => `${slug} has no versions`,
    versionsHeader: (slug: string, n: number) => `📚 Versions of ${slug} (${n})`,
    versionRow: (name: string, stage: string, score: string) => `  - ${name}  stage: ${stage}  score: ${score}`,
    metaUpdated: '✅ meta.json updated',
    upgraded: (slug: string) => `✅ ${slug} upgraded to the current file layout:`,
    upToDate: (slug: string) => `${slug} already uses the current file layout; nothing changed`,
    repaired: '✅ state.md / meta.json rebuilt from the events:',
    nothingToRepair: 'state.md and meta.json already agree with the events',
    tokens: (n: number) => `(about ${n} tokens)`,
  },
};
