import type { Command } from 'commander';
import type { Lang } from '../i18n/index.js';
import { helpTitle } from '../i18n/help-zh.js';

/** One or two typical calls per verb, shown at the end of its --help (a verb without one fails the CLI test). */
export const EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  append: [`simp append xiaoyu signal_recorded '{"direction":"green","content":"她主动约我周末","score_delta":3}'`],
  events: ['simp events xiaoyu --last 10', 'simp events xiaoyu --type analysis_done --json', 'simp events xiaoyu --since 3天前 --grep 消息 --last 3'],
  context: ['simp context xiaoyu --with-strategy'],
  snapshot: ['simp snapshot xiaoyu'],
  timeline: ['simp timeline xiaoyu', 'simp timeline xiaoyu --json | head', 'simp timeline xiaoyu --interactions --since 2026-04-01 --until 上周五 --type signal_recorded,chat_sent'],
  rebuild: ['simp rebuild xiaoyu', 'simp rebuild xiaoyu --write'],
  list: ['simp list', 'simp list --all --json'],
  archive: ['simp archive xiaoyu'],
  unarchive: ['simp unarchive xiaoyu'],
  init: ['simp init xiaoyu --nickname 小雨 --personality 温柔型'],
  create: ['simp create xiaoyu --nickname 小雨'],
  backup: ['simp backup xiaoyu', 'simp backup --all --archive ~/simp-2026-05-01.tar.gz', 'simp backup xiaoyu --archive xiaoyu.simp --encrypt'],
  restore: ['simp restore ~/simp-2026-05-01.tar.gz --dry-run', 'simp restore ~/simp-2026-05-01.tar.gz --slug xiaoyu --force'],
  rollback: ['simp versions xiaoyu', 'simp rollback xiaoyu --version v2'],
  versions: ['simp versions xiaoyu --json'],
  'update-meta': ['simp update-meta xiaoyu --stage 升温期 --score 12'],
  upgrade: ['simp upgrade xiaoyu'],
  analyze: ['simp catalog signals', 'simp analyze xiaoyu --signals msg.initiates_often,offline.one_on_one --note "她先约的我"', 'simp analyze xiaoyu --untick msg.late_night'],
  progress: ['simp progress xiaoyu --milestones ms.one_on_one --calm yes'],
  quit: ['simp quit xiaoyu', 'simp quit xiaoyu --answers answers.json', 'simp quit xiaoyu --after'],
  crisis: ['simp catalog crisis', 'simp crisis xiaoyu --describe "她已读不回两天了"', 'simp crisis xiaoyu --type C-2 --what "三天没回消息"'],
  confess: ['simp confess xiaoyu --method 当面 --ready ready.user_calm,ready.time_place'],
  daily: ['simp daily xiaoyu'],
  mbti: ['simp mbti xiaoyu', 'simp mbti xiaoyu --observe ei.starts=E,ns.talk=N,tf.comfort=F,jp.meet=P --you INTJ --save'],
  message: ['simp message xiaoyu --lint "你是我的光，是我的暖"', 'simp message xiaoyu --lint - --json < draft.txt'],
  outcome: ['simp outcome xiaoyu yes --note "她说她也喜欢我"', 'simp outcome xiaoyu pending'],
  upcoming: ['simp upcoming', 'simp upcoming --days 30 --ics ~/simp.ics'],
  respect: ['simp respect xiaoyu', 'simp respect xiaoyu --end --note "我想试着正常做朋友了"'],
  why: ['simp why xiaoyu', 'simp why xiaoyu --json'],
  feel: ['simp feel xiaoyu 4 今天聊得很开心', 'simp feel xiaoyu 2 --json'],
  rename: ['simp rename xiaoyu yu'],
  delete: ['simp delete xiaoyu', 'simp delete xiaoyu --yes'],
  export: ['simp export xiaoyu > xiaoyu.md', 'simp export xiaoyu --format html --out xiaoyu.html --redact'],
  search: ['simp search 猫', 'simp search 猫 生日', 'simp search "村上春树" --json'],
  where: ['simp where', 'simp where --json'],
  doctor: ['simp doctor', 'simp doctor ajie --fix'],
  amend: ['simp amend xiaoyu 12 --set content=她请我喝了咖啡', 'simp amend xiaoyu i:3 --set ts=2026-12-01T12:30 --reason "记错了时间"'],
  void: ['simp void xiaoyu 12 --reason "记成了别人"'],
  import: ['simp import xiaoyu 聊天记录.txt', 'simp import xiaoyu wechat.csv --target 小雨 --user 我 --track-time', 'simp import xiaoyu qq.mht --json'],
  photos: ['simp photos xiaoyu', 'simp photos xiaoyu --dir ~/Pictures/2026-05 --gap 3'],
  social: ['simp social xiaoyu', 'simp social xiaoyu --dir ./exports --json'],
  chart: ['simp chart xiaoyu --out xiaoyu-score.svg', 'simp chart xiaoyu --kind signals --out signals.png', 'simp chart xiaoyu --kind rhythm --out rhythm.svg --lang en'],
  rhythm: ['simp rhythm xiaoyu', 'simp rhythm xiaoyu --golden --days 90', 'simp rhythm xiaoyu --output rhythm.md'],
  log: [
    'simp log xiaoyu meeting --summary "一起看了电影" --duration 120 --location 万达影城 --initiator me',
    'simp log xiaoyu chat_received --summary "她先发来消息" --signal green',
    'simp log xiaoyu chat_received --summary "回了我的消息" --reply-after 12',
    'printf "聊了很久\\n说到小时候" | simp log xiaoyu call --note -',
  ],
  stage: ['simp stage xiaoyu 暧昧期 --reason "一起看了电影"'],
  mode: ['simp mode xiaoyu sweet'],
  update: ['simp update xiaoyu --set mbti=INFJ --set age=24'],
  catalog: ['simp catalog signals', 'simp catalog milestones --json'],
  remember: [
    'simp remember xiaoyu "她怕猫，喜欢村上春树的《挪威的森林》"',
    'simp remember xiaoyu "她怕猫 #宠物。去年去了京都" --dry-run',
    'simp remember xiaoyu "她怕猫。她爱喝茶" --tags "宠物;饮品"',
  ],
  'edit-topic': ['simp edit-topic xiaoyu k_1a2b3c4d --meaning "她怕猫，也怕狗" --add 狗'],
  forget: ['simp forget xiaoyu k_1a2b3c4d'],
  recall: ['simp recall xiaoyu "周末去猫咖？"'],
  knowledge: ['simp knowledge xiaoyu'],
  completion: ['simp completion bash > ~/.local/share/bash-completion/completions/simp', 'simp completion zsh > "${fpath[1]}/_simp"', 'simp completion fish > ~/.config/fish/completions/simp.fish'],
};

/** Adds "Example(s):" (示例：in zh) to the end of every verb's --help. */
export function addExamples(program: Command, lang: Lang = 'en'): void {
  for (const cmd of program.commands) {
    const lines = EXAMPLES[cmd.name()];
    if (!lines) continue;
    cmd.addHelpText('after', `\n${helpTitle(lines.length > 1 ? 'Examples:' : 'Example:', lang)}\n${lines.map((l) => `  ${l}`).join('\n')}`);
  }
}
