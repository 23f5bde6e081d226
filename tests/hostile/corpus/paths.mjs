// Names and links that try to leave the base folder (SPEC 2), and misuse of the
// command line's own arguments.
const SECRET = 'OUTSIDE-SECRET';
const VALID = JSON.stringify({ direction: 'green', content: '主动约见面', score_delta: 3 });
const OUTSIDE = '../outside';

/** Every verb that names a crush, as arguments for a slug. */
const VERBS = {
  events: (s) => ['events', s],
  timeline: (s) => ['timeline', s],
  rebuild: (s) => ['rebuild', s],
  context: (s) => ['context', s, '--with-strategy'],
  snapshot: (s) => ['snapshot', s],
  append: (s) => ['append', s, 'signal_recorded', VALID],
  'update-meta': (s) => ['update-meta', s, '--mode', 'sweet'],
  backup: (s) => ['backup', s],
  versions: (s) => ['versions', s],
  rollback: (s) => ['rollback', s, '--version=v1'],
  upgrade: (s) => ['upgrade', s],
  init: (s) => ['init', s],
};

/** [case name, what is linked (relative to the base folder), link target, verbs that must refuse]. */
const LINKS = [
  ['crush-folder', 'evil', `${OUTSIDE}/victim`, Object.keys(VERBS)],
  ['events-file', 'ok/events.jsonl', `../${OUTSIDE}/secret.jsonl`, ['events', 'timeline', 'rebuild', 'append']],
  ['state-file', 'ok/state.md', `../${OUTSIDE}/secret.md`, ['context', 'snapshot', 'upgrade']],
  ['profile-file', 'ok/profile.md', `../${OUTSIDE}/secret.md`, ['context', 'upgrade']],
  ['strategy-file', 'ok/strategy.md', `../${OUTSIDE}/secret.md`, ['context']],
  ['meta-file', 'ok/meta.json', `../${OUTSIDE}/secret-meta.json`, ['update-meta', 'backup', 'snapshot']],
  ['snapshots-folder', 'ok/snapshots', `../${OUTSIDE}/snapdir`, ['snapshot']],
  ['versions-folder', 'ok/versions', `../${OUTSIDE}/versdir`, ['backup', 'versions', 'rollback']],
];

export function linkCases() {
  const out = [];
  for (const [name, from, to, verbs] of LINKS) {
    const slug = from.split('/')[0];
    for (const verb of verbs) {
      out.push({
        id: `symlink-${name}-${verb}`, group: 'symlinks out of the base folder', what: `${from} -> ${to}, then ${verb}`,
        outside: true,
        folders: [{ slug: 'ok', files: slug === 'ok' ? { [from.slice(3)]: { link: to } } : {} }],
        links: slug === 'ok' ? {} : { [from]: to },
        args: VERBS[verb](slug), exit: 2, stderr: ['outside the base folder|outside|数据文件夹外面'], notOut: [SECRET],
      });
    }
  }
  out.push(
    {
      id: 'symlink-crush-folder-list', group: 'symlinks out of the base folder', what: 'evil -> ../outside/victim, then list',
      outside: true, links: { evil: `${OUTSIDE}/victim` }, args: ['list'], exit: 0, notOut: [SECRET],
    },
    {
      id: 'symlink-meta-file-list', group: 'symlinks out of the base folder', what: 'ok/meta.json -> outside, then list',
      outside: true, folders: [{ slug: 'ok', files: { 'meta.json': { link: `../${OUTSIDE}/secret-meta.json` } } }], args: ['list'], exit: 0,
      stdout: ['⚠️', 'outside'], notOut: [SECRET],
    },
    {
      id: 'symlink-absolute-crush-folder-events', group: 'symlinks out of the base folder', what: 'evil -> /abs/outside/victim, then events',
      outside: true, links: { evil: '@OUTSIDE_ABS@/victim' }, args: ['events', 'evil'], exit: 2, stderr: ['outside'], notOut: [SECRET],
    },
    {
      id: 'symlink-events-loop', group: 'symlinks out of the base folder', what: 'ok/events.jsonl -> itself, then events',
      folders: [{ slug: 'ok', files: { 'events.jsonl': { link: 'events.jsonl' } } }], args: ['events', 'ok'], exit: 2, stderr: ['events\\.jsonl', 'symbolic link|符号链接'],
    },
    {
      id: 'symlink-events-broken', group: 'symlinks out of the base folder', what: 'ok/events.jsonl -> a missing file, then timeline',
      folders: [{ slug: 'ok', files: { 'events.jsonl': { link: 'nowhere.jsonl' } } }], args: ['timeline', 'ok'], exit: 2, stderr: ['events\\.jsonl', 'symbolic link|符号链接'],
    },
    {
      id: 'symlink-inside-alias-events', group: 'symlinks out of the base folder', what: 'alias -> ok (inside the base folder) is allowed',
      links: { alias: 'ok' }, args: ['events', 'alias'], exit: 0, count: { pattern: '^\\{', n: [4] },
    },
  );
  return out;
}

/** Slugs that are not plain names (SPEC 2). NUL cannot travel in argv, so those go through the library. */
const SLUGS = [
  ['dotdot', '..'], ['dot', '.'], ['traversal', `${OUTSIDE}/victim`], ['slash', 'ok/events.jsonl'], ['absolute', '/etc'],
  ['backslash', '..\\outside\\victim'], ['upper-case', 'Xiaoyu'], ['long-200', 'a'.repeat(200)], ['long-65', 'a'.repeat(65)],
  ['empty', ''], ['space', ' '], ['hidden', '.ok'], ['trailing-newline', 'ok\n'], ['non-ascii', 'xiǎoyǔ'], ['percent', '%2e%2e'],
  ['tilde', '~'], ['leading-dash', '-rf'],
];
// Each slug goes to init and append (which create or write) and to one reading or writing verb in turn.
const ROTATE = ['events', 'timeline', 'rebuild', 'context', 'snapshot', 'backup', 'update-meta', 'upgrade', 'versions', 'rollback'];

export function slugCases() {
  const out = [];
  SLUGS.forEach(([name, slug], n) => {
    for (const verb of ['init', 'append', ROTATE[n % ROTATE.length]]) {
      out.push({
        id: `slug-${name}-${verb}`, group: 'slugs', what: `${verb} with slug ${JSON.stringify(slug)}`,
        outside: name === 'traversal', folders: [{ slug: 'ok' }, ...(name === 'upper-case' ? [{ slug: 'Xiaoyu' }] : [])],
        args: VERBS[verb](slug), exit: 2, stderr: [name === 'leading-dash' ? 'option|slug|选项' : 'slug'], notOut: [SECRET],
      });
    }
  });
  for (const [name, slug] of [['nul-inside', 'ok\u0000'], ['nul-traversal', '..\u0000/outside'], ['nul-only', '\u0000']]) {
    for (const call of ['create', 'append', 'recent', 'events']) {
      out.push({ id: `slug-${name}-library-${call}`, group: 'slugs', what: `library ${call} with slug ${JSON.stringify(slug)}`, via: 'library', call, slug, exit: 2, stderr: ['slug'] });
    }
  }
  return out;
}

export function usageCases() {
  const rows = [
    ['last-zero', ['events', 'ok', '--last', '0'], '--last'],
    ['last-negative', ['events', 'ok', '--last', '-3'], '--last'],
    ['last-word', ['events', 'ok', '--last', 'five'], '--last'],
    ['last-fraction', ['events', 'ok', '--last', '1.5'], '--last'],
    ['score-too-high', ['update-meta', 'ok', '--score', '26'], '--score'],
    ['score-too-low', ['update-meta', 'ok', '--score', '-16'], '--score'],
    ['score-word', ['update-meta', 'ok', '--score', 'high'], '--score'],
    ['stage-unknown', ['update-meta', 'ok', '--stage', '热恋期'], '（stage）必须是以下之一'],
    ['mode-unknown', ['update-meta', 'ok', '--mode', 'turbo'], '--mode'],
    ['update-meta-nothing', ['update-meta', 'ok'], '没有要改的内容'],
    ['rollback-unknown-version', ['rollback', 'ok', '--version=v9'], 'v9'],
    ['rollback-unknown-version-spaced', ['rollback', 'ok', '--version', 'v9'], 'v9'],
    ['rollback-version-traversal', ['rollback', 'ok', '--version=../../outside'], '(?:not found|没有名为)'],
    ['rollback-no-version', ['rollback', 'ok'], '--version'],
    ['init-existing', ['init', 'ok'], '已经有名为“ok”的档案'],
    ['unknown-verb', ['frobnicate', 'ok'], '没有这个命令'],
    ['unknown-crush', ['events', 'nobody'], 'nobody'],
    ['base-dir-is-a-file', ['list', '--base-dir', '@BASE@/ok/events.jsonl'], 'events\\.jsonl'],
  ];
  return rows.map(([name, args, says]) => ({ id: `usage-${name}`, group: 'usage', what: args.join(' '), args, exit: 2, stderr: [says] }));
}
