// The writes of the crash loop: a seeded plan, how to run each one (library or
// command line), and what each changes, so the checker knows "old or new".
import { rng } from '../lib/pyjson.mjs';

const STAGES = ['破冰期', '升温期', '暧昧期', '表白前', '表白后-成功', '表白后-被拒', '友谊区', '重启期'];
const MODES = ['hybrid', 'sweet', 'strategic'];
export const KINDS = ['append', 'updateState', 'updateProfile', 'appendProfileSection', 'snapshot', 'backup', 'updateMeta'];
/** Kinds the command line can do too (no CLI verb writes state.md or the profile). */
const CLI_KINDS = new Set(['append', 'snapshot', 'backup', 'updateMeta']);
export const STATE_SECTION = '## 当前状态（一句话）';
export const PROFILE_SECTION = '## 注意事项';

/** `count` writes, every kind equally often (shuffled blocks of all kinds), each with a unique marker `k<i>`. */
export function makePlan(count, seed, cliShare) {
  const r = rng(seed);
  const plan = [];
  while (plan.length < count) {
    const block = [...KINDS];
    for (let i = block.length - 1; i > 0; i -= 1) {
      const j = r.int(0, i);
      [block[i], block[j]] = [block[j], block[i]];
    }
    for (const kind of block) {
      const i = plan.length;
      if (i === count) break;
      const via = CLI_KINDS.has(kind) && r() < cliShare ? 'cli' : 'lib';
      plan.push({ i, kind, via, marker: `k${i}`, stage: STAGES[i % STAGES.length], score: (i % 41) - 15, mode: MODES[i % MODES.length] });
    }
  }
  return plan;
}

/** Performs one write through the library (`lib` is the bundle: memory service + the adjust flow). */
export function runLibOp(lib, mem, slug, op) {
  switch (op.kind) {
    case 'append':
      return mem.append(slug, 'signal_recorded', { direction: 'green', content: op.marker, score_delta: 1, op: op.i });
    case 'updateState':
      return mem.updateState(slug, { current_stage: op.stage, signal_score: op.score }, { [STATE_SECTION]: op.marker });
    case 'updateProfile':
      return mem.updateProfile(slug, { city: op.marker });
    case 'appendProfileSection':
      return mem.appendProfileSection(slug, PROFILE_SECTION, op.marker);
    case 'snapshot':
      return mem.snapshot(slug);
    case 'backup':
      return mem.backup(slug);
    case 'updateMeta':
      return lib.runAdjust(mem, slug, { stage: op.stage, score: op.score, mode: op.mode });
    default:
      throw new Error(`unknown kind ${op.kind}`);
  }
}

/** The same write as `simp` arguments. */
export function cliArgs(op, slug, base) {
  const tail = ['--base-dir', base];
  switch (op.kind) {
    case 'append':
      return ['append', slug, 'signal_recorded', JSON.stringify({ direction: 'green', content: op.marker, score_delta: 1, op: op.i }), ...tail];
    case 'snapshot':
      return ['snapshot', slug, ...tail];
    case 'backup':
      return ['backup', slug, ...tail];
    case 'updateMeta':
      return ['update-meta', slug, '--stage', op.stage, '--score', String(op.score), '--mode', op.mode, ...tail];
    default:
      throw new Error(`${op.kind} has no command-line verb`);
  }
}

/** The observable model after `op` took effect (see inspect.mjs for how each field is read). */
export function applyOp(model, op) {
  const m = { ...model, events: new Set(model.events), body: new Set(model.body) };
  switch (op.kind) {
    case 'append':
      m.events.add(op.marker);
      break;
    case 'updateState':
      Object.assign(m, { stateMarker: op.marker, stateStage: op.stage, stateScore: op.score, metaStage: op.stage, metaScore: op.score });
      break;
    case 'updateProfile':
      m.city = op.marker;
      m.events.add(op.marker);
      break;
    case 'appendProfileSection':
      m.body.add(op.marker);
      break;
    case 'backup':
      m.version += 1;
      m.versions += 1;
      break;
    case 'updateMeta': {
      // update-meta writes through state.md and the events (the adjust flow): only what changes is written.
      const moved = adjusted(model, op);
      if (!moved.stage && !moved.score && !moved.mode) break;
      Object.assign(m, { stateStage: op.stage, stateScore: op.score, metaStage: op.stage, metaScore: op.score, metaMode: op.mode, stateMarker: null });
      if (moved.stage || moved.mode) {
        // strategy.md is rewritten; unless it is still the template, the folder is saved as a version first.
        if (!model.strategyTemplate) Object.assign(m, { version: model.version + 1, versions: model.versions + 1 });
        m.strategyTemplate = false;
      }
      break;
    }
    default:
      break;
  }
  return m;
}

function adjusted(model, op) {
  return { stage: op.stage !== model.stateStage, score: op.score !== model.stateScore, mode: op.mode !== model.metaMode };
}

/** How many events.jsonl lines a write adds to a folder the model describes. */
export function linesAdded(op, model) {
  if (op.kind === 'append' || op.kind === 'updateProfile') return 1;
  if (op.kind !== 'updateMeta') return 0;
  const moved = adjusted(model, op);
  return (moved.stage ? 2 : 0) + (moved.score ? 1 : 0) + (moved.mode ? 1 : 0);
}
