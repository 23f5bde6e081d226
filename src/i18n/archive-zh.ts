import type { ArchiveProblem } from '../model/archive.js';

/** A size for people: bytes, KiB, MiB or GiB, one decimal past bytes. */
export function byteSize(n: number): string {
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  if (n < 1024) return `${n} B`;
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toFixed(1)} ${units[i]}`;
}

const TYPES: Record<string, string> = {
  symlink: '符号链接', link: '硬链接', 'character-device': '字符设备', 'block-device': '块设备', fifo: '管道（FIFO）', 'contiguous-file': '连续文件',
};

const NOT_RESTORED = '什么都没有恢复';

/** Why an entry was refused. */
function unsafe(p: Extract<ArchiveProblem, { kind: 'unsafe-entry' }>): string {
  switch (p.why) {
    case 'absolute':
      return `归档里的 ${p.entry} 是绝对路径，可能写到任何地方：拒绝这个归档，${NOT_RESTORED}`;
    case 'parent':
      return `归档里的 ${p.entry} 用“..”跳出了自己的文件夹：拒绝这个归档，${NOT_RESTORED}`;
    case 'name':
      return `归档里的 ${p.entry} 不是 simp 会写的名字（要以档案的 slug 开头，只含普通的名字）：拒绝这个归档，${NOT_RESTORED}`;
    case 'type':
      return `归档里的 ${p.entry} 是${TYPES[p.type ?? ''] ?? p.type ?? '特殊文件'}（只恢复普通文件和文件夹：链接和设备可能指到文件夹外面）：拒绝这个归档，${NOT_RESTORED}`;
    case 'duplicate':
      return `归档里的 ${p.entry} 出现了两次：拒绝这个归档，${NOT_RESTORED}`;
  }
}

/** The archive verbs' text in Chinese (`simp backup --archive`, `simp restore`). */
export const archiveZh = {
  problem: (p: ArchiveProblem): string => {
    switch (p.kind) {
      case 'no-file':
        return `${p.file}：没有这个归档文件，${NOT_RESTORED}`;
      case 'not-archive':
        return `${p.file} 不是 simp 的归档（既不是 .tar.gz，也不是 simp 加密的归档），${NOT_RESTORED}`;
      case 'damaged':
        return `${p.file} 已损坏，读不出来（${p.detail}），${NOT_RESTORED}`;
      case 'unsafe-entry':
        return unsafe(p);
      case 'no-manifest':
        return `${p.file} 里没有 manifest.json，无法核对里面的文件，${NOT_RESTORED}`;
      case 'bad-manifest':
        return `manifest.json 不是 simp 写的样子（${p.field}），${NOT_RESTORED}`;
      case 'unsupported':
        return `这个归档是 ${p.format} 第 ${p.version} 版，这个 simp 读不了（也许是更新的 simp 做的），${NOT_RESTORED}`;
      case 'missing':
        return `${p.entry} 在清单（manifest.json）里，却不在归档里：归档不完整或被改过，${NOT_RESTORED}`;
      case 'extra':
        return `${p.entry} 在归档里，却不在清单（manifest.json）里：归档被改过，${NOT_RESTORED}`;
      case 'mismatch':
        return `${p.entry} 的${{ sha256: '内容（sha256）', size: '大小', mode: '权限' }[p.what]}和清单记的不一样：文件损坏或被改过，${NOT_RESTORED}`;
      case 'wrong-passphrase':
        return `${p.file} 的密码不对，${NOT_RESTORED}`;
      case 'tampered':
        return `${p.file} 通不过加密校验：加密之后被损坏或改动过，${NOT_RESTORED}`;
      case 'not-in-archive':
        return `归档里没有档案“${p.slug}”（它有：${p.slugs.join('、')}），${NOT_RESTORED}`;
      case 'exists':
        return `数据文件夹里已经有 ${p.slugs.join('、')}，${NOT_RESTORED}。加 --force 会先把现有的文件夹整个移到 .trash/（什么都不删），再恢复；或者用 --slug 只恢复别的档案`;
      case 'not-a-folder':
        return `${p.path} 已经存在，但不是档案文件夹（是文件或链接）；simp 不会移动或替换它，请自己挪开，什么都没有改动`;
      case 'inside-data':
        return `${p.path} 在数据文件夹 ${p.data} 里面：请把归档写到别处，什么都没有写入`;
      case 'out-is-folder':
        return `${p.path} 是一个文件夹：请写上归档的文件名（比如 ${p.path}/simp.tar.gz），什么都没有写入`;
      case 'no-folder':
        return `文件夹 ${p.path} 不存在：先建好它，或换个地方，什么都没有写入`;
      case 'no-crushes':
        return `${p.base} 里没有可以归档的档案，什么都没有写入`;
      case 'no-passphrase':
        return '加密的归档需要密码：在终端里运行（会不回显地询问），或者设置 SIMP_PASSPHRASE，什么都没有改动';
      case 'empty-passphrase':
        return '密码是空的，什么都没有改动';
      case 'passphrase-mismatch':
        return '两次输入的密码不一样，什么都没有写入';
      case 'passphrase-cancelled':
        return '已取消，什么都没有改动';
      case 'usage':
        return {
          target: '请说明要归档哪个档案：simp backup <slug> --archive 文件，或 simp backup --all --archive 文件',
          both: '写一个档案名或 --all，不要两个都写',
          'all-needs-archive': '--all 需要 --archive 文件（把所有档案写进一个归档）',
          'encrypt-needs-archive': '--encrypt 需要 --archive 文件',
        }[p.what];
      case 'partial':
        return `已恢复：${p.done.length > 0 ? p.done.join('、') : '无'}；${p.failed} 没有恢复：${p.reason}${p.moved ? `（原来的 ${p.failed} 已在 ${p.moved}/，可以移回原处）` : ''}`;
    }
  },
  written: (path: string, slugs: readonly string[], files: number, bytes: number, size: number, encrypted: boolean) => [
    `✅ 已归档 ${slugs.length} 个档案（${slugs.join('、')}）：${files} 个文件，${byteSize(bytes)} → ${path}（${byteSize(size)}${encrypted ? '，已加密' : ''}，仅自己可读 0600）`,
    `   恢复：simp restore ${path}`,
  ],
  skipped: (names: readonly string[]) => `没有归档（链接、设备，或恢复时会被拒绝的名字）：${names.join('、')}`,
  verified: (file: string, files: number, folders: number, bytes: number, encrypted: boolean, made: string, version: string) =>
    `🔒 已核对 ${file}：${folders} 个文件夹、${files} 个文件（${byteSize(bytes)}），每个 sha256 都和清单一致${encrypted ? '，已解密' : ''}（${made} 由 simp ${version} 制作）`,
  dryRun: '演练（--dry-run）：什么都没有写入。',
  wouldRestore: (slug: string, files: number, bytes: number, dir: string) => `  ${slug}：会恢复到 ${dir}/（${files} 个文件，${byteSize(bytes)}）`,
  wouldReplace: (slug: string, files: number, bytes: number, dir: string, trash: string) =>
    `  ${slug}：会替换 ${dir}/（${files} 个文件，${byteSize(bytes)}）；现在那里的文件夹会先整个移到 ${trash}/${slug}_<时间>/`,
  restored: (slug: string, files: number, dir: string) => `✅ 已恢复 ${slug}：${dir}/（${files} 个文件）`,
  replaced: (trashed: string) => `   原来的文件夹已整个移到 ${trashed}/（什么都没删；想换回来，把它移回原处即可）`,
  askPassphrase: '归档密码（不回显）：',
  askAgain: '再输入一次：',
};
