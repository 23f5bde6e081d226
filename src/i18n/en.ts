import type { EventType } from '../model/event-rules.js';
import type { zh } from './zh.js';
import { archiveEnMessages } from './archive-en.js';
import { scoreOutOf } from '../model/enums.js';

let table: typeof zh | undefined;
/**
 * English interface text; stored values stay Chinese. Made on first use: a call in Chinese
 * (the default) never runs it (a few milliseconds of a daily verb's start).
 */
export const enMessages = (): typeof zh => (table ??= build());

const build = (): typeof zh => ({
  lang: 'en',
  fields: {
    nickname: 'Nickname', slug: 'Slug', gender: 'Gender', age: 'Age', occupation: 'Job', city: 'City', mbti: 'MBTI',
    zodiac: 'Zodiac', personality_type: 'Personality', how_met: 'How you met', created_at: 'Created',
  },
  timeline: {
    filtered: (n: number) => `📅 Event timeline (${n} records; only those that pass the filters below)`,
    matched: (n: number) => `${n} ${n === 1 ? 'record passes' : 'records pass'} the filters`,
    noneMatch: 'No record passes the filters',
    header: (n: number) => `📅 Event timeline (${n} events)`,
    headerWith: (n: number, k: number) => `📅 Event timeline (${n} events, ${k} interactions)`,
    interactions: {
      chat_sent: '💬 Chat sent', chat_received: '💬 Chat received', meeting: '🤝 Meeting', call: '📞 Call', online_interaction: '🌐 Online',
    } as Record<string, string>,
    minutes: (n: string) => `${n} min`,
    planned: '🗓 planned',
    voided: 'retracted',
    voidedMark: '[retracted]',
    amendedMark: '[corrected]',
    original: '[as first written]',
    initiators: { me: 'I started it', them: 'they started it', mutual: 'both' } as Record<string, string>,
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
      confess_outcome: '💞 Confession outcome',
      knowledge_recorded: '🧠 Topic memory',
      version_restored: '⏪ Version restored',
      respect_ended: '🕊️ Respect period ended',
      mood_recorded: '🌡️ Mood',
      record_corrected: '✏️ Correction',
      chat_imported: '💬 Chat imported',
    } satisfies Record<EventType, string>,
    score: (score: string, stage: string) => `score ${scoreOutOf(score)}  stage: ${stage}`,
    milestones: (n: string) => `milestones ${n}/10`,
    verdicts: { continue: 'keep going', reconsider: 'think again', let_go: 'let go' },
    outcomes: { yes: 'they said yes', no: 'they said no', pending: 'they need time' } as Record<string, string>,
    respectEnded: (since: string) => `ended early the respect period begun ${since}`,
    mood: (n: string) => `mood ${n}/5`,
    chatImported: (files: string, proposed: number) => `${files}${proposed > 0 ? ` · ${proposed} signal${proposed === 1 ? '' : 's'} proposed` : ''}`,
    readiness: (n: string) => `readiness ${n}`,
    restored: (version: string, backup: string) => `restored ${version} (the files before it are in versions/${backup}/)`,
    unchanged: '(empty)',
    modeChanged: 'Pursuit mode',
    yes: 'yes',
    no: 'no',
    more: 'Other fields',
    envelope: 'Record',
    directions: { green: '🟢 green', red: '🔴 red', neutral: '🟡 neutral' },
    dataLabels: {
      ts: 'time', content_summary: 'summary', duration_min: 'minutes', location: 'place', initiator: 'who started', activity: 'activity', reply_delay_min: 'reply delay (min)',
      nickname: 'Nickname', personality_type: 'Personality', field: 'Field', old_value: 'Before', new_value: 'After',
      from: 'From', to: 'To', trigger: 'Why', direction: 'Direction', content: 'What', score_delta: 'Points', signal_id: 'Signal',
      source: 'Source', score: 'Score', stage: 'Stage', suggested_stage: 'Suggested stage', band: 'Band', friend_zone: 'Friend-zone wording',
      signals: 'Signals', subtotals: 'By dimension', note: 'Note', summary: 'Summary', trend: 'Trend', milestones_done: 'Milestones done',
      milestones: 'Milestones', readiness: 'Confession readiness', readiness_met: 'Met', risks: 'Risks', next_actions: 'Next steps',
      stalled: 'Stalled', stale: 'Data was old', old_stage: 'Old stage', new_stage: 'New stage', reason: 'Reason', crisis_type: 'Crisis',
      what: 'What happened', resolution: 'Plan', verdict: 'Verdict', conclusion: 'Conclusion', dimensions: 'Three dimensions',
      method: 'How', readiness_score: 'Readiness', ready: 'Conditions met', mode: 'Mode', action: 'Action', after: 'Topic',
      before: 'Topic before', keywords: 'Keywords', id: 'Id', version: 'Version', backup: 'Saved before', files: 'Files replaced',
    },
  },
  errors: {
    diskFull: (dir: string, code: string) => `the disk holding ${dir} is full (${code}); nothing was written. Free some space and try again`,
    readOnly: (dir: string, code: string) => `cannot write in ${dir} (${code}: read-only or not yours); nothing was written`,
    holder: (h: { pid: number; command: string; host: string | null; since: string }) => `process ${h.pid} (${h.command}${h.host === null ? '' : ` on ${h.host}`}, since ${h.since})`,
    lockBusy: (dir: string, holder: string, waitedS: number, gaveUp: boolean) =>
      `${dir} is being written by ${holder}; ${gaveUp ? 'you stopped waiting' : `gave up after waiting ${waitedS} s`}, and nothing was written. Try again once it is done`,
    lockWaiting: (dir: string, holder: string) => `waiting for ${holder}, which is writing ${dir}`,
    lockLost: (dir: string, written: readonly string[], left: readonly string[]) =>
      written.length === 0
        ? `the lock on ${dir} was taken away while writing, so this write stopped; nothing was written`
        : `the lock on ${dir} was taken away while writing, so this write stopped; written: ${written.join(', ')}${left.length > 0 ? `; not written: ${left.join(', ')} (\`simp doctor\` says what to mend)` : ''}`,
    partialWrite: (slug: string, cause: string, finishedNext: boolean) =>
      finishedNext
        ? `${slug}: the events were written, but putting the other files in place stopped (${cause}); the next write, or simp doctor --fix, finishes them`
        : `${slug}: the events were written, but updating the other files failed (${cause})`,
    moveUnfinished: (dir: string, dest: string, written: readonly string[], cause: string) =>
      `${written.join(', ')} written in ${dir}, but the folder could not be moved to ${dest} (${cause})`,
    renameUnfinished: (from: string, to: string, cause: string) =>
      `renaming ${from} to ${to} stopped part way (${cause}): the folder is still ${from} and nothing written is lost; run simp rename ${from} ${to} again to finish it`,
    lockObstacle: (path: string, why: 'link' | 'file' | 'foreign' | 'owners', detail: string) =>
      `${path} ${{ link: 'is a symbolic link', file: "is a file, not simp's lock folder", foreign: `holds files that are not simp's (${detail})`, owners: `names ${detail} owners` }[why]}; simp keeps its lock there. Move it away (if no simp is running) and try again; nothing was written`,
    font: (why: 'none' | 'no-cjk' | 'no-wasm', where: string) =>
      ({
        none: `a PNG needs a font and none was found (looked in ${where}): pass --font FILE, set SIMP_FONT_DIRS, or write .svg`,
        'no-cjk': `the picture has Chinese text (its labels, or the name) and no font with Chinese characters was found (looked in ${where}): install one (for example Noto Sans CJK: fonts-noto-cjk), pass --font FILE, or write .svg (your viewer draws the text); nothing was written`,
        'no-wasm': `cannot find the PNG renderer beside the program (${where}); reinstall simp`,
      })[why],
    editor: (command: string, why: 'start' | 'status', detail: string) =>
      why === 'start' ? `the editor (${command}) could not start: ${detail}` : `the editor (${command}) exited with status ${detail}; the text is as it was`,
    folderPlace: (path: string, why: 'link' | 'link-outside' | 'not-a-folder' | 'outside') =>
      `${path} is not a real folder inside the data folder (${{ link: 'it is a link', 'link-outside': 'it is a link leading outside the data folder', 'not-a-folder': 'it is not a folder', outside: 'it is outside the data folder' }[why]}): simp writes only into real folders there, so nothing was changed`,
  },
  cli: {
    helpSlug: "the crush's name in the files (its folder), e.g. xiaoyu (simp list shows them all)",
    appended: (type: string) => `✅ Event recorded: ${type}`,
    renamed: (from: string, to: string, dir: string) => `✅ ${from} is now ${to}: ${dir}/`,
    changedFiles: (files: readonly string[]) => `changed: ${files.join(', ')} (the history stays as written)`,
    deleteAsk: (slug: string) => `To move ${slug} to the trash (.trash/), type its name, ${slug}: `,
    deleteNotConfirmed: (slug: string) => `That is not ${slug}; nothing was moved`,
    where: {
      reasons: {
        flag: '--base-dir on the command line',
        env: 'the SIMP_HOME environment variable',
        local: 'the current folder has a crushes/ folder',
        config: "the config file's data_dir",
        'data-home': "no --base-dir, no SIMP_HOME, no crushes/ in the current folder and none in the config: the platform's folder for user data",
      },
      dataFolder: 'Data folder: ',
      missing: ' (not there yet: made when the first crush is created)',
      why: 'Why: ',
      configFile: 'Config file: ',
      none: ' (none)',
      configProblem: '⚠️  The config file has a problem: ',
      cacheFolder: 'Cache folder: ',
      off: '(off)',
    },
    tuiNeedsTty: 'the terminal UI needs an interactive terminal (stdin and stdout are not a TTY).\nUse the command-line verbs instead, for example: simp list, simp timeline <slug>, simp --help',
    flagNeedsValue: (flag: string) => `${flag} needs a value`,
    backupNeedsSlug: 'a slug is required (simp backup <slug>, or simp backup --all --archive FILE)',
    deleteNeedsYes: (slug: string) => `Deleting ${slug} needs a confirmation: run it in a terminal and type the name, or add --yes`,
    deleted: (slug: string, dir: string) => [`🗑 ${slug} moved to the trash: ${dir}/`, '   Nothing was removed; to restore it, move that folder back (under its old name).'],
    searchHeader: (text: string, n: number, crushes: number) => `🔎 "${text}": ${n} place(s) in ${crushes} crush(es)`,
    searchNone: (text: string) => `🔎 "${text}" is nowhere to be found`,
    searchArchived: '(archived)',
    searchSkipped: (slug: string, why: string) => `${slug} was not searched whole: ${why}`,
    searchMore: (n: number) => `Only the first ${n} are listed; --limit shows more, or look for something more specific`,
    exported: (path: string) => `✅ Exported: ${path}`,
    importFile: (file: string, format: string, encoding: string, n: number, skipped: number) => `📂 ${file}: ${format}, ${encoding}, ${n} messages read${skipped > 0 ? `, ${skipped} part(s) unreadable and skipped` : ''}`,
    importTrouble: (note: string) => `   ⚠️ ${note}`,
    importNames: (target: string, user: string, others: number) => `👥 them: ${target}  you: ${user}${others > 0 ? `  (${others} messages of others left out)` : ''}`,
    importOneSided: (target: string) => `🔇 Only your messages are in this export: ${target} never answered. The score reads your side alone.`,
    importScore: (score: number, band: string, total: number) => `📊 ${score} / 25 — ${band} (${total} messages)`,
    importReport: (path: string) => `📝 Report: ${path}`,
    importTimes: (written: number, already: number) => `⏱ Interaction records: ${written} new${already > 0 ? `, ${already} already there` : ''}`,
    importWho: 'Which one is you? Type its number: ',
    importProgress: (pct: number, done: string, total: string) => `importing ${pct}% (${done} of ${total})`,
    contextPart: (name: string, file: string, tokens: number, budget: number | null) =>
      `# [${({ profile: 'profile', state: 'state', strategy: 'strategy', knowledge: 'topic memories', last5: 'last 5 events', week: 'events of the last 7 days', all: 'every event' } as Record<string, string>)[name] ?? name}] ${file} (about ${tokens} tokens${budget === null ? '' : ` of ${budget}`})`,
    contextEmpty: '(empty)',
    contextCut: (n: number, slug: string) => `… (over budget: about ${n} tokens left out; simp context ${slug} prints it whole)`,
    contextTotal: (op: string, n: number) => `About ${n} tokens in all (what /simp ${op} reads)`,
    interactionLogged: (type: string, ts: string) => `✅ Interaction recorded: ${type} (${ts})`,
    interactionSkipped: (type: string, ts: string) => `⏭️  Same time and type as the last interaction (${type}, ${ts}): skipped`,
    changed: (files: readonly string[]) => `changed: ${files.join(', ')}`,
    snapshot: (path: string) => `✅ Snapshot saved: ${path}`,
    created: (dir: string) => `✅ Created ${dir}/`,
    slugSuggested: (typed: string, slug: string, command: string) =>
      `"${typed}" is not a valid slug (the folder name: lower-case letters, digits, - and _ only). Its pinyin gives ${slug}; if that reads right, run: ${command} (your other options as they were), or pick a name of your own`,
    intake: {
      row: (label: string, value: string) => `  ${label}: ${value}`,
      aside: (text: string) => `(${text})`,
      join: ', ',
      labels: {
        traits: 'MBTI / zodiac', nickname: 'Nickname', folder: 'Folder', personality: 'Personality', about: 'About them', how_met: 'How you met', now: 'The two of you',
        initiates: 'Who reaches out more', theyKnow: 'Do they know how you feel', hobbies: 'Hobbies', quirks: 'Quirks and pet phrases', love: 'What you love most', style: 'How you talk', mode: 'Mode',
      },
      now: (status: string | null, stage: string) => (status ? `${status}, at the ${stage} stage` : `at the ${stage} stage`),
      initiates: { me: 'you, mostly', same: 'about the same', them: 'them, mostly' } as Record<string, string>,
      theyKnow: { yes: 'yes', no: 'no', maybe: 'they may guess' } as Record<string, string>,
      written: (files: readonly string[]) => `Written: ${files.join(', ')}`,
      blank: (fields: readonly string[], slug: string) => `Still empty: ${fields.join(', ')} (fill in later with simp update ${slug} --set field=value)`,
    },
    nextSteps: (dir: string) => [
      'Next:',
      `  1. Fill in ${dir}/profile.md (or use simp update)`,
      '  2. Run simp analyze to read the signals',
    ],
    listEmpty: 'No crushes yet. Run simp init <slug> to start!',
    allArchived: (n: number) => `All ${n} crushes are archived. simp list --all shows them.`,
    archivedHidden: (n: number) => `(${n} archived crush(es) not shown; simp list --all shows them)`,
    archived: (slug: string) => [`📦 Archived ${slug}: it leaves the list, and every record stays.`, `   To bring it back: simp unarchive ${slug}`],
    unarchived: (slug: string) => `📁 ${slug} is back in the list.`,
    alreadyArchived: (slug: string) => `${slug} is already archived; nothing changed.`,
    notArchived: (slug: string) => `${slug} is already in the list; nothing changed.`,
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
    amended: (what: string) => `✏️ Corrected ${what}`,
    voided: (what: string) => `✏️ Retracted ${what}: it stays in the log, marked, and counts nowhere`,
    correctionKept: 'The record itself is kept as written; the correction is a new record_corrected event (simp timeline --full shows both).',
    repaired: '✅ state.md / meta.json / knowledge.json rebuilt from the events:',
    nothingToRepair: 'state.md, meta.json and knowledge.json already agree with the events',
    tokens: (n: number) => `(about ${n} tokens)`,
    /** backup --archive and restore (their own file). */
    archive: archiveEnMessages(),
  },
});
