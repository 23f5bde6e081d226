import type { CrushHealth, Finding, FixKind } from '../flows/doctor.js';
import { fixOf } from '../flows/doctor.js';
import type { Lang } from '../i18n/index.js';
import { stageName } from './enum-names.js';
import { unreadableText } from './field-errors.js';

const show = (v: unknown): string => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const mode = (m: number): string => `0${(m & 0o777).toString(8)}`;

const FIELD: Record<string, { zh: string; en: string }> = {
  current_stage: { zh: '阶段', en: 'stage' },
  signal_score: { zh: '评分', en: 'score' },
  mode: { zh: '模式', en: 'mode' },
};

function value(field: string, v: unknown, lang: Lang): string {
  return field === 'current_stage' && typeof v === 'string' ? stageName(v, lang) : show(v);
}

/** One finding in one line, in the user's language. */
export function findingText(f: Finding, lang: Lang): string {
  const zh = lang === 'zh';
  switch (f.code) {
    case 'meta-state': {
      const parts = f.disagreements.map((d) => {
        const name = FIELD[d.field]?.[lang] ?? d.field;
        return zh ? `${name}：meta.json ${value(d.field, d.meta, lang)}，state.md ${value(d.field, d.state, lang)}` : `${name}: meta.json ${value(d.field, d.meta, lang)}, state.md ${value(d.field, d.state, lang)}`;
      });
      const who = f.newer === 'meta' ? (zh ? 'meta.json 较新（另一个程序写的）' : 'meta.json is newer (another program wrote it)') : f.newer === 'state' ? (zh ? 'state.md 较新' : 'state.md is newer') : zh ? '看不出哪个较新' : 'which is newer cannot be told';
      return zh ? `meta.json 与 state.md 不一致（${parts.join('；')}）：${who}` : `meta.json and state.md disagree (${parts.join('; ')}): ${who}`;
    }
    case 'unreadable':
      return zh ? `${f.file} 无法读取：${unreadableText(f, lang)}` : `${f.file} cannot be read: ${unreadableText(f, lang)}`;
    case 'count':
      return zh ? `meta.json 的 ${f.key} 是 ${show(f.meta)}，记录里是 ${show(f.log)}` : `meta.json's ${f.key} is ${show(f.meta)}; the log says ${show(f.log)}`;
    case 'unfinished':
      return zh
        ? `有一次写入没有写完：事件已记下，但 ${f.files.join('、')} 还是旧的（写入时程序被中断）`
        : `a write was not finished: its events are logged but ${f.files.join(', ')} still hold the old values (the writer was stopped)`;
    case 'temps':
      return zh ? `留下了 ${f.paths.length} 个临时文件（${f.paths.slice(0, 3).join('、')}）` : `${f.paths.length} temp file${f.paths.length === 1 ? '' : 's'} left behind (${f.paths.slice(0, 3).join(', ')})`;
    case 'modes':
      return zh
        ? `${f.paths.length} 个文件或文件夹别人也能读（${f.paths.slice(0, 3).map((p) => `${p.path} ${mode(p.mode)}`).join('、')}）`
        : `${f.paths.length} file${f.paths.length === 1 ? '' : 's'} or folder${f.paths.length === 1 ? '' : 's'} others can read (${f.paths.slice(0, 3).map((p) => `${p.path} ${mode(p.mode)}`).join(', ')})`;
    case 'stale-lock':
      return zh ? `锁还留着，但写入它的进程（${f.host} 上的 ${f.pid}，${f.since} 起）已经不在了` : `a lock is left by a writer that is gone (pid ${f.pid} on ${f.host}, since ${f.since})`;
    case 'lock-obstacle':
      return zh ? `锁的位置上有不是 simp 的东西：${f.why}` : `something that is not simp's lock is where the lock goes: ${f.why}`;
  }
}

/** What `--fix` does for a finding, or how to mend it by hand. */
export function fixText(kind: FixKind, slug: string, lang: Lang): string {
  const zh = lang === 'zh';
  switch (kind) {
    case 'settle':
      return zh ? '修复：以较新的文件为准（采用另一个程序写的值时记为一次手动调整）' : 'fix: the newer file wins (another program\'s values are adopted as a manual change)';
    case 'repair':
      return zh ? `修复：simp rebuild ${slug} --write（先把整个档案存进 versions/）` : `fix: simp rebuild ${slug} --write (the whole folder saved in versions/ first)`;
    case 'sweep':
      return zh ? '修复：下一次写入会清掉它' : 'fix: the next write clears it';
    case 'finish':
      return zh ? '修复：下一次写入（或 simp doctor --fix）会先把它写完' : 'fix: the next write (or simp doctor --fix) finishes it first';
    case 'chmod':
      return zh ? '修复：改回只有你能读（文件 0600，文件夹 0700）' : 'fix: back to yours alone (files 0600, folders 0700)';
    case 'none':
      return zh ? '需要手动处理' : 'to be mended by hand';
  }
}

/** The report of `simp doctor`: each crush with what needs mending and how, or that it is fine. */
export function doctorText(health: readonly CrushHealth[], lang: Lang, fixed = false): string[] {
  const zh = lang === 'zh';
  const out: string[] = [];
  for (const h of health) {
    if (h.findings.length === 0) {
      out.push(zh ? `✓ ${h.slug}：没有发现问题` : `✓ ${h.slug}: nothing to mend`);
      continue;
    }
    out.push(zh ? `⚠ ${h.slug}：${h.findings.length} 个问题` : `⚠ ${h.slug}: ${h.findings.length} to mend`);
    for (const f of h.findings) out.push(`  · ${findingText(f, lang)}`, `    ${fixText(fixOf(f), h.slug, lang)}`);
  }
  const left = health.reduce((n, h) => n + h.findings.length, 0);
  if (left > 0 && !fixed) out.push('', zh ? '加上 --fix 修复能自动修复的问题。' : 'Add --fix to mend what can be mended.');
  return out;
}

/** The TUI banner: one line naming the first finding and how many there are. */
export function doctorBanner(h: CrushHealth, lang: Lang): string | null {
  const first = h.findings[0];
  if (!first) return null;
  const more = h.findings.length - 1;
  return `${findingText(first, lang)}${more > 0 ? (lang === 'zh' ? `（另有 ${more} 个）` : ` (+${more} more)`) : ''}`;
}
