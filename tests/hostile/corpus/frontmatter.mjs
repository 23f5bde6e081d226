// Front matter that must be refused as data, never evaluated (SPEC 3.1), and
// meta.json files that must be reported, naming the file and field.
import { PROFILE, STATE, NICKNAME, folderFiles } from './template.mjs';

const body = (text) => text.slice(text.indexOf('\n---\n') + 5);
const lol = (level) => (level === 0 ? `["${'lol", "'.repeat(8)}lol"]` : `[${Array(9).fill(`*a${level - 1}`).join(', ')}]`);
const WRITE = "require('fs').writeFileSync(@Q@, 'ran')";

/** [name, front matter]: `@Q@` becomes the marker path as a JS string, `@P@` the bare path (what evaluating it would create). */
const FRONT = [
  ['fence-js', `---js\n${WRITE}\n---\n`],
  ['fence-javascript', `---javascript\n({ city: (${WRITE}, 'x') })\n---\n`],
  ['fence-coffee', "---coffee\nrequire('fs').writeFileSync @Q@, 'ran'\n---\n"],
  ['fence-json', `---json\n(${WRITE}, {"city": "x"})\n---\n`],
  ['fence-space-js', `--- js\n${WRITE}\n---\n`],
  ['fence-upper-js', `---JS\n${WRITE}\n---\n`],
  ['yaml-bomb-flow', `---\n${Array.from({ length: 9 }, (_, i) => `a${i}: &a${i} ${lol(i)}`).join('\n')}\ncity: *a8\n---\n`],
  ['yaml-bomb-block', `---\na0: &a0\n  - lol\n  - lol\na1: &a1\n${'  - *a0\n'.repeat(9)}a2: &a2\n${'  - *a1\n'.repeat(9)}city: *a2\n---\n`],
  ['yaml-alias-scalar', `---\nnickname: &n ${NICKNAME}\ncity: *n\n---\n`],
  ['yaml-merge-key', '---\nnickname: x\n<<: {city: 上海}\n---\n'],
  ['yaml-tag-js-function', "---\ncity: !!js/function \"function () { require('fs').writeFileSync('@P@', 'ran') }\"\n---\n"],
  ['yaml-tag-python', '---\ncity: !!python/object/apply:os.system ["touch @P@"]\n---\n'],
  ['yaml-unclosed', `---\nnickname: ${NICKNAME}\ncity: 上海\n`],
  ['yaml-duplicate-key', '---\ncity: 上海\ncity: 北京\n---\n'],
  ['yaml-map-value', '---\ncity: {name: 上海}\n---\n'],
  ['yaml-list-value', '---\ncity: [上海, 北京]\n---\n'],
  ['yaml-block-scalar', '---\ncity: |\n  上海\n  北京\n---\n'],
];

const VERBS = { 'state.md': [['snapshot', 'ok'], ['upgrade', 'ok']], 'profile.md': [['upgrade', 'ok'], ['list']] };

export function frontMatterCases({ marker }) {
  const code = (text) => text.replaceAll('@Q@', JSON.stringify(marker)).replaceAll('@P@', marker);
  const out = [];
  FRONT.forEach(([name, raw], n) => {
    for (const [file, template] of [['state.md', STATE], ['profile.md', PROFILE]]) {
      const text = code(raw) + body(template);
      const named = file.replace('.', '\\.');
      // Fences (code) go to every reader; the YAML variants to one reader each, in turn.
      const verbs = name.startsWith('fence') ? VERBS[file] : [VERBS[file][n % 2]];
      for (const args of verbs) {
        // `list` reads profile.md only for a folder without meta.json, and lists the problem instead of failing.
        const listing = args[0] === 'list';
        out.push({
          id: `frontmatter-${file.replace('.md', '')}-${name}-${args[0]}`, group: 'front matter', what: `${file} with ${name}, then ${args.join(' ')}`,
          folders: [{ slug: 'ok', files: { [file]: text, ...(listing && { 'meta.json': undefined }) } }],
          args, exit: listing ? 0 : 2, stderr: listing ? [] : [named, '(?:line \\d+|第 \\d+ 行)'], stdout: listing ? ['⚠️', named, '(?:line \\d+|第 \\d+ 行)'] : [],
        });
      }
    }
  });
  // Front matter the YAML parser would take seconds or gigabytes over: refused by a scan before it, stating the limit.
  const keys = Array.from({ length: 35_000 }, (_, i) => `${i.toString(36)}: 1`).join(',');
  for (const [name, value, says] of [
    ['yaml-flow-35k-keys', `{${keys}}`, '第 7 行的一个 \\[ \\] 或 \\{ \\} 里超过 1000 项'],
    ['yaml-flow-deep', '['.repeat(250_000), '第 7 行嵌套超过 16 层'],
    ['yaml-flow-1m-brackets', '['.repeat(1_000_000), 'front matter\\): 超过 256 KiB'],
  ]) {
    out.push({
      id: `frontmatter-profile-${name}-upgrade`, group: 'front matter', what: `profile.md with ${name}, then upgrade`,
      folders: [{ slug: 'ok', files: { 'profile.md': PROFILE.replace('SLUG', 'ok').replace(/^city: .*$/m, `city: ${value}`) } }],
      args: ['upgrade', 'ok'], exit: 2, stderr: ['profile\\.md', says],
    });
  }
  // BOM and CRLF are ordinary files from other editors: read them.
  out.push({
    id: 'frontmatter-profile-bom-crlf-list', group: 'front matter', what: 'profile.md with a BOM and CRLF lines, listed without meta.json',
    folders: [{ slug: 'ok', files: { 'profile.md': `\uFEFF${PROFILE.replace('SLUG', 'ok').replaceAll('\n', '\r\n')}`, 'meta.json': undefined } }],
    args: ['list'], exit: 0, stdout: [NICKNAME], notOut: ['⚠️'],
  });
  return out;
}

const META = [
  ['truncated', (m) => m.slice(0, 40), ['meta\\.json', 'JSON']],
  ['bad-token', (m) => m.replace('"mode": "hybrid"', '"mode": hybrid'), ['meta\\.json', '(?:line \\d+|第 \\d+ 行)']],
  ['array', () => '[]', ['meta\\.json', 'object|JSON 对象']],
  ['event-count-string', (m) => m.replace('"event_count": 4', '"event_count": "many"'), ['meta\\.json', 'event_count']],
  ['score-out-of-range', (m) => m.replace('"signal_score": 17', '"signal_score": 99'), ['meta\\.json', 'signal_score']],
  ['version-not-vn', (m) => m.replace('"version": "v2"', '"version": "banana"'), ['meta\\.json', 'version']],
  ['mode-unknown', (m) => m.replace('"mode": "hybrid"', '"mode": "yolo"'), ['meta\\.json', 'mode']],
];

export function metaCases({ today }) {
  const good = folderFiles('ok', { today })['meta.json'];
  const out = [];
  for (const [name, edit, says] of META) {
    const folders = [{ slug: 'ok', files: { 'meta.json': edit(good) } }];
    out.push(
      { id: `meta-${name}-list`, group: 'meta.json', what: `meta.json ${name}, listed`, folders, args: ['list'], exit: 0, stdout: ['⚠️', ...says] },
      { id: `meta-${name}-update-meta`, group: 'meta.json', what: `meta.json ${name}, then update-meta`, folders, args: ['update-meta', 'ok', '--mode', 'sweet'], exit: 2, stderr: says },
      { id: `meta-${name}-backup`, group: 'meta.json', what: `meta.json ${name}, then backup`, folders, args: ['backup', 'ok'], exit: 2, stderr: says },
    );
  }
  const deep = good.replace('"consecutive_days": 0', `"consecutive_days": 0, "extra": ${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  const deepObjects = good.replace('"consecutive_days": 0', `"consecutive_days": 0, "extra": ${'{"x": '.repeat(5000)}1${'}'.repeat(5000)}`);
  const large = good.replace('"consecutive_days": 0', `"consecutive_days": 0, "padding": "${'x'.repeat(2 * 1024 * 1024)}"`);
  out.push(
    { id: 'meta-deep-nesting-list', group: 'meta.json', what: 'meta.json with a key nested 100,000 deep, listed', folders: [{ slug: 'ok', files: { 'meta.json': deep } }], args: ['list'], exit: 0, stdout: ['ok'] },
    // Another program's value nested too deep for any writer: refused before it is parsed, naming the file, line and limit.
    { id: 'meta-deep-nesting-update-meta', group: 'meta.json', what: 'meta.json with a key nested 100,000 deep, then update-meta', folders: [{ slug: 'ok', files: { 'meta.json': deep } }], args: ['update-meta', 'ok', '--mode', 'sweet'], exit: 2, stderr: ['meta\\.json', '第 \\d+ 行嵌套超过 64 层', 'rebuild ok --write'] },
    { id: 'meta-deep-objects-append', group: 'meta.json', what: 'meta.json with a key nested 5,000 objects deep, then append', folders: [{ slug: 'ok', files: { 'meta.json': deepObjects } }], args: ['append', 'ok', 'signal_recorded', '{"direction": "green", "content": "x", "score_delta": 1}', '--lang', 'en'], exit: 2, stderr: ['meta\\.json: nested more than 64 levels deep at line \\d+'] },
    { id: 'meta-too-large-backup', group: 'meta.json', what: 'meta.json of 2 MiB, then backup', folders: [{ slug: 'ok', files: { 'meta.json': large } }], args: ['backup', 'ok'], exit: 2, stderr: ['meta\\.json', '超过 1 MiB，这是 simp 读取它的上限'] },
    { id: 'meta-bom-list', group: 'meta.json', what: 'meta.json with a BOM, listed', folders: [{ slug: 'ok', files: { 'meta.json': `\uFEFF${good}` } }], args: ['list'], exit: 0, stdout: ['暧昧期'], notOut: ['⚠️'] },
  );
  return out;
}
